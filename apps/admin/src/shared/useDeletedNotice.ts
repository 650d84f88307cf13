import { useNotify, useRefresh } from 'react-admin';

/**
 * The mutation options of a delete button that says the server's own words on success. (react-admin's
 * `successMessage` passes a default text along, which replaces any message it has no translation for.)
 */
export function useDeletedNotice(message: string, onDone?: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  return {
    onSuccess: () => {
      notify(message, { type: 'success' });
      onDone?.();
      refresh();
    },
  };
}
