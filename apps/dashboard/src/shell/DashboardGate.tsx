import { lazyPage } from '../lazyPage';
import { useSession } from '../session/SessionProvider';

const DashboardLayout = lazyPage(() => import('./DashboardLayout'), 'DashboardLayout');
const NotFoundPage = lazyPage(() => import('../not-found/NotFoundPage'), 'NotFoundPage');

/** /dashboard/*: the shell and its screens when signed in, otherwise only the not-found screen (spec 1 §2.1). */
export function DashboardGate() {
  const { token } = useSession();
  return token ? <DashboardLayout /> : <NotFoundPage />;
}
