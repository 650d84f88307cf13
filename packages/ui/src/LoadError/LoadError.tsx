import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Ref } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useServerText, useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { loadErrorClasses } from './loadErrorClasses';

export interface LoadErrorProps {
  /** What went wrong, usually the server's message. */
  message: string;
  /** Fetches again; without it no Retry button is shown. */
  onRetry?: () => void;
  /** @default 'Retry' */
  retryLabel?: string;
  /** The root element (the alert). */
  ref?: Ref<HTMLDivElement>;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * A failed load: the message (a known server message in the active language) in an error alert, with a Retry button
 * when the data can be fetched again.
 */
export function LoadError(inProps: LoadErrorProps) {
  const props = useDriskProps(inProps, 'DriskLoadError', loadErrorClasses.root);
  const { message, onRetry, retryLabel: retryLabelProp, ref, className, sx } = props;
  const t = useText(WIDGET_TEXT);
  const serverText = useServerText();
  const retryLabel = retryLabelProp ?? t.retry;
  return (
    <Alert
      ref={ref}
      severity="error"
      className={className}
      sx={[{ mb: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={() => onRetry()}>
            {retryLabel}
          </Button>
        )
      }
    >
      {serverText(message)}
    </Alert>
  );
}
