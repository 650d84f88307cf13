import { DashboardLayout, NotFoundPage, TwoFactorRequiredPage } from '../pages';
import { useSession } from '../session/SessionProvider';

/**
 * /dashboard/*: the shell and its screens when signed in, otherwise only the not-found screen (spec 1 §2.1).
 * A session held for a required second factor sees only its set-up screen, whatever the address (issue 16).
 */
export function DashboardGate() {
  const { token, twoFactorSetupRequired } = useSession();
  if (!token) return <NotFoundPage />;
  return twoFactorSetupRequired ? <TwoFactorRequiredPage /> : <DashboardLayout />;
}
