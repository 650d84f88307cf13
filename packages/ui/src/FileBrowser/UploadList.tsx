import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { STORAGE_TEXT } from '@drisk/contract/client';
import { formatStorageSize } from '../formatStorageSize';
import { useFormatters } from '../language/useFormatters';
import { useText } from '../language/useText';
import type { FileBrowserUpload } from './fileBrowserTypes';

export interface UploadListProps {
  uploads: readonly FileBrowserUpload[];
  onCancel?: (id: string) => void;
  onRetry?: (id: string) => void;
}

const percentOf = (upload: FileBrowserUpload) =>
  upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;

/** One progress bar per uploading file, with Cancel while it runs and Retry when it failed. */
export function UploadList({ uploads, onCancel, onRetry }: UploadListProps) {
  const text = useText(STORAGE_TEXT);
  const { amount } = useFormatters();
  const size = (bytes: number) => amount(formatStorageSize(bytes));
  if (uploads.length === 0) return null;
  return (
    <Box component="section" aria-label={text.uploadsTitle} sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h2">
        {text.uploadsTitle}
      </Typography>
      {uploads.map((upload) => {
        const percent = percentOf(upload);
        const status =
          upload.status === 'uploading'
            ? `${size(upload.loaded)} / ${size(upload.total)}`
            : upload.status === 'done'
              ? text.uploadDone
              : upload.status === 'canceled'
                ? text.uploadCanceled
                : (upload.error ?? '');
        return (
          <Box
            key={upload.id}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1, alignItems: 'center' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap title={upload.name}>
                {upload.name}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={upload.status === 'done' ? 100 : percent}
                color={
                  upload.status === 'failed' ? 'error' : upload.status === 'done' ? 'success' : 'primary'
                }
                aria-label={text.uploadOf(upload.name)}
                sx={{ my: 0.5 }}
              />
              <Typography
                variant="caption"
                role={upload.status === 'failed' ? 'alert' : undefined}
                sx={{ color: upload.status === 'failed' ? 'error.main' : 'text.secondary' }}
              >
                {status}
              </Typography>
            </Box>
            {upload.status === 'uploading' && onCancel ? (
              <Button
                size="small"
                color="inherit"
                onClick={() => onCancel(upload.id)}
                aria-label={text.cancelUploadOf(upload.name)}
              >
                {text.cancel}
              </Button>
            ) : null}
            {upload.status === 'failed' && onRetry ? (
              <Button
                size="small"
                onClick={() => onRetry(upload.id)}
                aria-label={text.retryUploadOf(upload.name)}
              >
                {text.retry}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
