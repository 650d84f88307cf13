import { Box } from '@mui/material';
import { isApiError } from '@drisk/data-provider';
import { useServerText, visuallyHidden } from '@drisk/ui';

/**
 * Reads a refusal out to screen readers while a dialog is open. An open dialog hides the rest of the page
 * from assistive technology, the toast with the server message included, so the dialog repeats it unseen.
 */
export function DialogFailureAnnouncer({ message }: { message: string | null }) {
  const serverText = useServerText();
  return (
    <Box role="alert" sx={visuallyHidden}>
      {message === null ? '' : serverText(message)}
    </Box>
  );
}

/** The text to announce for a failed call; none for a 401, which the ApiProvider answers. */
export function failureMessageOf(cause: unknown): string | null {
  if (isApiError(cause) && cause.statusCode === 401) return null;
  return cause instanceof Error ? cause.message : String(cause);
}
