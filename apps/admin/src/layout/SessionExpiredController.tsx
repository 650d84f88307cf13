import { Suspense, useSyncExternalStore } from 'react';
import { LazySessionExpiredDialog } from './LazySessionExpiredDialog';
import { sessionExpiry } from './sessionExpiry';

export interface SessionExpiredControllerProps {
  /** Leaves the console for the dashboard's sign-in page (after the session is cleared). */
  onSignIn: () => void;
}

/**
 * The spec's Session Expired dialog, opened by the first 401 of the console (its code loads then); Okay
 * signs in again.
 */
export function SessionExpiredController({ onSignIn }: SessionExpiredControllerProps) {
  const open = useSyncExternalStore(
    sessionExpiry.subscribe,
    sessionExpiry.isExpired,
    sessionExpiry.isExpired,
  );
  const handleOkay = () => {
    sessionStorage.clear();
    onSignIn();
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazySessionExpiredDialog open onOkay={handleOkay} />
    </Suspense>
  );
}
