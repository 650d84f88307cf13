import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { screenPath } from '@drisk/contract/client';
import { useSession } from '../session/SessionProvider';

/**
 * Returns to sign-in and forgets the session. The navigation comes first: clearing the session while the
 * shell is still on screen would flash the signed-out not-found page.
 */
export function useLeaveSession(): () => Promise<void> {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return useCallback(async () => {
    await navigate(screenPath('signIn'));
    signOut();
  }, [navigate, signOut]);
}
