import { useMemo, useState } from 'react';
import { Box, Pagination, Stack } from '@mui/material';
import type { Notification } from '@drisk/contract';
import { ALERTS_TEXT, NOTIFICATION_PAGE_SIZE, UI_TEXT } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState, LoadError, NotificationCard, useText, useToast } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useRefetchSignal } from '../realtime/useRefetchSignal';
import { useApiMutation } from '../api/useApiMutation';
import { useSession } from '../session/SessionProvider';
import { useNotificationCount } from '../realtime/useNotificationCount';
import { notificationAnswerPayload, type NotificationAnswer } from './notificationAnswer';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { ScreenHeader } from '../shared/ScreenHeader';

/** Alerts (/dashboard/notification): the user's notifications, one page at a time, answerable in place. */
export function AlertsPage() {
  const { refreshDevices } = useSession();
  const { reload: reloadCount } = useNotificationCount();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const text = useText(ALERTS_TEXT);
  const ui = useText(UI_TEXT);
  // Zero-based like the spec's UI; the wire is one-based.
  const [pageIndex, setPageIndex] = useState(0);
  const [answering, setAnswering] = useState<number | null>(null);

  const input = useMemo(
    () => ({ query: { page: pageIndex + 1, page_size: NOTIFICATION_PAGE_SIZE } }),
    [pageIndex],
  );
  const { data, error, loading, reload } = useApiQuery('getNotification', input);
  // A new notification (an invitation, a device Auto Block stopped) arrives without a page reload.
  useRefetchSignal(() => void reload(), ['notifications', 'resync']);
  const { mutate: updateStatus } = useApiMutation('updateNotificationStatus');

  const pageCount = data ? Math.ceil(data.total_records / NOTIFICATION_PAGE_SIZE) : 0;

  const handleAnswer = async (notification: Notification, status: NotificationAnswer) => {
    setAnswering(notification.notification_id);
    try {
      const reply = await updateStatus({ body: notificationAnswerPayload(notification, status) });
      showToast(reply.message, 'success');
      void reload();
      void reloadCount();
      // An accepted invitation maps a new device: refresh the session's devices instead of reloading the page.
      if (status === 'Accepted') await refreshDevices();
    } catch (cause) {
      showError(cause);
    } finally {
      setAnswering(null);
    }
  };

  return (
    <Box component="section">
      <ScreenHeader />
      {error && <LoadError message={error.message} onRetry={() => void reload()} />}
      {loading && <DelayedSpinner label={text.loading} />}
      {data && data.total_records === 0 && !loading && <EmptyState title={ui.noNotifications} />}
      {data && data.records.length > 0 && (
        <Stack spacing={2} component="ul" aria-label={text.list} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.records.map((notification) => (
            <li key={notification.notification_id}>
              <NotificationCard
                notification={notification}
                busy={answering === notification.notification_id}
                onAnswer={(status) => void handleAnswer(notification, status)}
              />
            </li>
          ))}
        </Stack>
      )}
      {pageCount > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pageCount}
          page={pageIndex + 1}
          onChange={(_event, page) => setPageIndex(page - 1)}
          color="primary"
          siblingCount={0}
          aria-label={text.pages}
        />
      )}
    </Box>
  );
}
