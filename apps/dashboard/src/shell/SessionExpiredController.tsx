import { useEffect, useState } from 'react';
import { useApi } from '../api/ApiProvider';
import { lazyPage } from '../lazyPage';
import { MountOnceOpened } from '../MountOnceOpened';
import { useLeaveSession } from './useLeaveSession';

// Loaded when a session first expires: every page, sign-in included, renders this controller.
const SessionExpiredDialog = lazyPage(() => import('./sessionExpiredDialog'), 'SessionExpiredDialog');

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

  return (
    <MountOnceOpened open={open}>
      <SessionExpiredDialog open={open} onOkay={handleOkay} />
    </MountOnceOpened>
  );
}
