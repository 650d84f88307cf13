import { lazyPage } from './lazyPage';

// The code-split pages around the screens of the registry (screens.tsx): the sign-in page downloads neither
// the shell nor any signed-in screen.
export const DashboardLayout = lazyPage(() => import('./shell/DashboardLayout'), 'DashboardLayout');
export const NotFoundPage = lazyPage(() => import('./not-found/NotFoundPage'), 'NotFoundPage');
export const TwoFactorRequiredPage = lazyPage(
  () => import('./auth/TwoFactorRequiredPage'),
  'TwoFactorRequiredPage',
);
/** The page of every screen that arrives in a later release; it reads its title from the registry. */
export const ComingSoonPage = lazyPage(() => import('./coming-soon/ComingSoonPage'), 'ComingSoonPage');
