import { useEffect, useState } from 'react';
import { SessionExpiredDialog } from '@drisk/ui';
import { useApi } from '../api/ApiProvider';
import { useLeaveSession } from '../shared/useLeaveSession';

// Not loaded lazily: a session often expires after a long idle spell, when a new deployment may have
// replaced the chunks this page knows, and the way back to sign-in must not depend on fetching one.

/**
 * The one Session Expired dialog of the app (spec 1 §2.8): opened when any call gets 401 'Session expires.
 * Please login again'; Okay clears the session and returns to sign-in.
 */
export function SessionExpiredController() {
  const api = useApi();
  const leaveSession = useLeaveSession();
  const [open, setOpen] = useState(false);

  useEffect(() => api.onSessionExpired(() => setOpen(true)), [api]);

  const handleOkay = () => {
    setOpen(false);
    void leaveSession();
  };

  return <SessionExpiredDialog open={open} onOkay={handleOkay} />;
}
