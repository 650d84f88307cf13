import { useCallback } from 'react';
import { isApiError, isSessionExpiredError } from '@drisk/data-provider';
import { useToast } from '@drisk/ui';

/**
 * Shows a failed call's server message as a toast (spec 2 §8). Session expiry is skipped: the shell's
 * Session Expired modal already answers it. Any other 401 is an info notice, everything else an error.
 */
export function useApiErrorToast(): (error: unknown) => void {
  const { showToast } = useToast();
  return useCallback(
    (error: unknown) => {
      if (isSessionExpiredError(error)) return;
      const message = error instanceof Error ? error.message : String(error);
      showToast(message, isApiError(error) && error.statusCode === 401 ? 'info' : 'error');
    },
    [showToast],
  );
}
