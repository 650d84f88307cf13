import { Suspense, lazy, useState } from 'react';
import { useNotificationContext } from 'react-admin';

// Lazy: react-admin's snackbar (Snackbar, Alert, transitions) is needed only once there is something to say.
const Notification = lazy(async () => ({
  default: (await import('./reactAdminNotification')).Notification,
}));

/**
 * react-admin's <Notification />, mounted with the first notification (which waits in react-admin's queue
 * until then) and kept from there on, so later ones show as they did.
 */
export function LazyNotification() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  );
}
