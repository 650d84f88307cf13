import { useCallback } from 'react';
import { isApiError } from '@drisk/data-provider';
import { useToast } from '@drisk/ui';

/**
 * Shows a failed call's server message as an error toast (spec 2 §8). Every 401 is left to the ApiProvider:
 * session expiry opens the Session Expired dialog and any other 401 is already its 3-second info notice.
 */
export function useApiErrorToast(): (error: unknown) => void {
  const { showToast } = useToast();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.statusCode === 401) return;
      showToast(error instanceof Error ? error.message : String(error), 'error');
    },
    [showToast],
  );
}
