import { useSyncExternalStore } from 'react';
import { SessionExpiredDialog } from '@drisk/ui';
import { sessionExpiry } from './sessionExpiry';

export interface SessionExpiredControllerProps {
  /** Leaves the console for the dashboard's sign-in page (after the session is cleared). */
  onSignIn: () => void;
}

/** The spec's Session Expired dialog, opened by the first 401 of the console; Okay signs in again. */
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
  return <SessionExpiredDialog open={open} onOkay={handleOkay} />;
}
