import type { Ref } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { chatFileChipClasses } from './chatFileChipClasses';

/** A file sent in chat, as the contract's ChatFile. */
export interface ChatFileValue {
  url: string;
  mimetype: string;
  originalFileName: string;
}

/** Props of {@link ChatFileChip}. */
export interface ChatFileChipProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The file: its url, mimetype and original name. */
  file: ChatFileValue;
  /**
   * The address the browser may load (e.g. an object URL of a file fetched with the session); the
   * file's own url when absent.
   * @default undefined
   */
  src?: string;
  /**
   * Upload progress, 0 to 100, while the file is still being sent; absent once it is sent.
   * @default undefined
   */
  progress?: number;
  /**
   * Largest width of an image preview, in px.
   * @default 240
   */
  previewWidth?: number;
  /** @default undefined */
  sx?: SxProps<Theme>;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
}

/** Only these are shown as an image; everything else (SVG included) is a download link. */
const PREVIEW_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/** A chat file: an image preview for images, a download link otherwise, with upload progress. */
export function ChatFileChip(inProps: ChatFileChipProps) {
  const props = useDriskProps(inProps, 'DriskChatFileChip', chatFileChipClasses.root);
  const words = useText(WIDGET_TEXT);
  const { file, src, progress, previewWidth = 240, ref, className, sx } = props;
  const href = src ?? file.url;
  const isImage = PREVIEW_TYPES.has(file.mimetype);
  const sending = progress !== undefined;

  return (
    <Box
      ref={ref}
      className={className}
      sx={[
        { display: 'inline-flex', flexDirection: 'column', gap: 0.5, maxWidth: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {isImage && !sending ? (
        <Box
          component="img"
          src={href}
          alt={file.originalFileName}
          loading="lazy"
          sx={{ maxWidth: previewWidth, width: '100%', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Link
          href={sending ? undefined : href}
          download={file.originalFileName}
          rel="noopener noreferrer"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
        >
          <InsertDriveFileOutlined fontSize="small" aria-hidden />
          <Typography component="span" variant="body2">
            {file.originalFileName}
          </Typography>
        </Link>
      )}
      {sending ? (
        <LinearProgress
          variant="determinate"
          value={Math.max(0, Math.min(100, progress))}
          aria-label={words.uploadingFile(file.originalFileName)}
        />
      ) : null}
    </Box>
  );
}
