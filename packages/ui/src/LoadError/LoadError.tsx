import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LoadErrorProps {
  /** What went wrong, usually the server's message. */
  message: string;
  /** Fetches again; without it no Retry button is shown. */
  onRetry?: () => void;
  /** @default 'Retry' */
  retryLabel?: string;
  className?: string;
  sx?: SxProps<Theme>;
}

/** A failed load: the message in an error alert, with a Retry button when the data can be fetched again. */
export function LoadError({ message, onRetry, retryLabel = 'Retry', className, sx }: LoadErrorProps) {
  return (
    <Alert
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
      {message}
    </Alert>
  );
}
