import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  AboutUsPage,
  AccountPage,
  AlertsPage,
  ComingSoonPage,
  FeedbackPage,
  HelpPage,
  MorePage,
  NotFoundPage,
  RegisterPage,
  ResetPasswordPage,
  SignInPage,
  SwitchDevicePage,
} from './pages';
import { AppRoot } from './AppRoot';
import { DashboardGate } from './shell/DashboardGate';
import { COMING_SOON_SCREENS, type ScreenHandle } from './screens';

const screen = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element,
  handle: { title } satisfies ScreenHandle,
});

/** The /dashboard sub-routes of spec 1 §2.1; they render inside the shell only when signed in. */
const dashboardRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  screen('profile', 'Account', <AccountPage />),
  screen('notification', 'Notifications', <AlertsPage />),
  screen('help', 'Help', <HelpPage />),
  screen('feedback', 'Feedback', <FeedbackPage />),
  screen('more', 'More', <MorePage />),
  screen('aboutUs', 'About Us', <AboutUsPage />),
  screen('switchDevices', 'Switch Device', <SwitchDevicePage />),
  ...COMING_SOON_SCREENS.map(({ path, title }) => screen(path, title, <ComingSoonPage title={title} />)),
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
