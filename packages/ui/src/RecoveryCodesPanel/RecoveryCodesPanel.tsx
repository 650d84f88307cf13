import { useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { TWO_FACTOR_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { recoveryCodesPanelClasses } from './recoveryCodesPanelClasses';

export interface RecoveryCodesPanelProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The codes as shown to the user, e.g. 'ABCD-EFGH-JKMN'. */
  codes: readonly string[];
  /**
   * Name of the downloaded text file.
   * @default TWO_FACTOR_TEXT.recoveryCodesFileName (in the active language)
   */
  fileName?: string;
  /** Called after the codes were put on the clipboard (or with the error when the browser refused). */
  onCopy?: (error?: unknown) => void;
  /** Called once the user says the codes are saved; without it that button is not shown. */
  onDone?: () => void;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * Recovery codes shown once, when a second factor is turned on: a numbered list in a monospace font with
 * Copy and Download (a text file, one code a line), and a warning that they will not be shown again.
 */
export function RecoveryCodesPanel(inProps: RecoveryCodesPanelProps) {
  const props = useDriskProps(inProps, 'DriskRecoveryCodesPanel', recoveryCodesPanelClasses.root);
  const t = useText(TWO_FACTOR_TEXT);
  const { codes, fileName = t.recoveryCodesFileName, onCopy, onDone, ref, className, sx } = props;
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopy?.();
    } catch (error) {
      onCopy?.(error);
    }
  };

  const handleDownload = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // After the click has started the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Stack spacing={2} ref={ref} className={className} sx={sx}>
      <Typography variant="subtitle1" component="h3">
        {t.recoveryCodesTitle}
      </Typography>
      <Alert severity="warning">{t.recoveryCodesHint}</Alert>
      <Box
        component="ol"
        aria-label={t.recoveryCodesListLabel}
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void handleCopy()}>
          {copied ? t.copied : t.copyCodes}
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={handleDownload}>
          {t.downloadCodes}
        </Button>
        {onDone && (
          <Button variant="contained" onClick={onDone}>
            {t.savedCodes}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
