import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  AboutUsPage,
  AccountPage,
  AlertsPage,
  ComingSoonPage,
  FeedbackPage,
  HelpPage,
  HomePage,
  IotDetailsPage,
  MorePage,
  NotFoundPage,
  RegisterPage,
  ResetPasswordPage,
  SignInPage,
  SwitchDevicePage,
} from './pages';
import { AppRoot } from './AppRoot';
import { lazyPage } from './lazyPage';
import { DashboardGate } from './shell/DashboardGate';
import { COMING_SOON_SCREENS, type ScreenHandle } from './screens';

const AccessPage = lazyPage(() => import('./access/AccessPage'), 'AccessPage');
const SettingsPage = lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage');
/** Coming-soon entries that a built screen replaces. */
const BUILT_SCREENS = new Set<string>(['access', 'settings', 'home', 'iotdetails']);

const screen = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element,
  handle: { title } satisfies ScreenHandle,
});

/** The /dashboard sub-routes of spec 1 §2.1; they render inside the shell only when signed in. */
const dashboardRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  screen('home', 'Home', <HomePage />),
  screen('iotdetails', 'IoT Device Details', <IotDetailsPage />),
  screen('profile', 'Account', <AccountPage />),
  screen('notification', 'Notifications', <AlertsPage />),
  screen('help', 'Help', <HelpPage />),
  screen('feedback', 'Feedback', <FeedbackPage />),
  screen('more', 'More', <MorePage />),
  screen('aboutUs', 'About Us', <AboutUsPage />),
  screen('switchDevices', 'Switch Device', <SwitchDevicePage />),
  screen('access', 'Access Controls', <AccessPage />),
  screen('settings', 'Settings', <SettingsPage />),
  ...COMING_SOON_SCREENS.filter(({ path }) => !BUILT_SCREENS.has(path)).map(({ path, title }) =>
    screen(path, title, <ComingSoonPage title={title} />),
  ),
  screen('*', 'Page not found', <NotFoundPage signedIn />),
];

export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/', element: <SignInPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/dashboard', element: <DashboardGate />, children: dashboardRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
