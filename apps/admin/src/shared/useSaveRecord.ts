import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';

/**
 * Saves an edited record the way every edit dialog of the console does: pessimistic (the server's answer,
 * e.g. a 409 for a stale version, decides), the success text as a notice, then `onDone` and a refresh.
 */
export function useSaveRecord(resource: string, successMessage: string, onDone: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const save = (record: RaRecord, data: Record<string, unknown>) =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(successMessage, { type: 'success' });
          onDone();
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return { save, isPending };
}
