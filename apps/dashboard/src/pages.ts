import { lazyPage } from './lazyPage';

// Every screen is its own chunk: the sign-in page downloads neither the shell nor any signed-in screen.
export const SignInPage = lazyPage(() => import('./auth/SignInPage'), 'SignInPage');
export const RegisterPage = lazyPage(() => import('./auth/RegisterPage'), 'RegisterPage');
export const ResetPasswordPage = lazyPage(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage');
export const NotFoundPage = lazyPage(() => import('./not-found/NotFoundPage'), 'NotFoundPage');
export const DashboardLayout = lazyPage(() => import('./shell/DashboardLayout'), 'DashboardLayout');
export const ComingSoonPage = lazyPage(() => import('./coming-soon/ComingSoonPage'), 'ComingSoonPage');
export const AlertsPage = lazyPage(() => import('./alerts/AlertsPage'), 'AlertsPage');
export const AccountPage = lazyPage(() => import('./account/AccountPage'), 'AccountPage');
export const HelpPage = lazyPage(() => import('./help/HelpPage'), 'HelpPage');
export const FeedbackPage = lazyPage(() => import('./feedback/FeedbackPage'), 'FeedbackPage');
export const MorePage = lazyPage(() => import('./more/MorePage'), 'MorePage');
export const AboutUsPage = lazyPage(() => import('./about/AboutUsPage'), 'AboutUsPage');
export const SwitchDevicePage = lazyPage(
  () => import('./switch-device/SwitchDevicePage'),
  'SwitchDevicePage',
);

export const HomePage = lazyPage(() => import('./home/HomePage'), 'HomePage');
export const IotDetailsPage = lazyPage(() => import('./iot-details/IotDetailsPage'), 'IotDetailsPage');

/**
 * The code of the screen sign-in lands on (the shell and Home), so the shell appears at once when the
 * address changes.
 */
export const preloadLandingScreen = () => Promise.all([DashboardLayout.preload(), HomePage.preload()]);
