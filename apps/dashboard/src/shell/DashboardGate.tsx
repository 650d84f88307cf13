import { DashboardLayout, NotFoundPage } from '../pages';
import { useSession } from '../session/SessionProvider';

/** /dashboard/*: the shell and its screens when signed in, otherwise only the not-found screen (spec 1 §2.1). */
export function DashboardGate() {
  const { token } = useSession();
  return token ? <DashboardLayout /> : <NotFoundPage />;
}
