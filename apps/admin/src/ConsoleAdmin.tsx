import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import {
  CoreAdminContext,
  CoreAdminUI,
  ThemeProvider,
  ThemesContext,
  defaultI18nProvider,
  localStorageStore,
  type AuthProvider,
  type CatchAllComponent,
  type CoreAdminUIProps,
  type DashboardComponent,
  type DataProvider,
  type LayoutComponent,
} from 'react-admin';
import type * as FallbackPages from './layout/fallbackPages';
import { ConsoleSkeleton } from './layout/ConsoleSkeleton';
import { LazyNotification } from './layout/LazyNotification';

/**
 * One of react-admin's fallback pages, loaded when it is first shown; in its own Suspense, as some render
 * outside the layout. CoreAdminUI passes it the props AdminUI's default page gets.
 */
function fallbackPage<P extends object>(name: keyof typeof FallbackPages) {
  const Page = lazy(async () => ({
    default: (await import('./layout/fallbackPages'))[name] as unknown as ComponentType<P>,
  }));
  return function LazyFallbackPage(props: P) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}

type ErrorPageProps = Parameters<NonNullable<CoreAdminUIProps['error']>>[0];

const AccessDenied = fallbackPage('AccessDenied');
const AuthenticationError = fallbackPage('AuthenticationError');
const ErrorPage = fallbackPage<ErrorPageProps>('Error');
const Login = fallbackPage('Login');
const NotFound: CatchAllComponent = fallbackPage('NotFound');

// As <Admin>: preferences and list parameters kept in localStorage.
const store = localStorageStore();

export interface ConsoleAdminProps {
  title: string;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  theme: Theme;
  layout: LayoutComponent;
  dashboard: DashboardComponent;
  children: ReactNode;
}

/**
 * react-admin's <Admin> (AdminContext and AdminUI) as the console uses it, without the default pages
 * AdminUI imports whether they are shown or not: its Layout with app bar, menu and sidebar (the console
 * has its own), and the login, error, not-found and access pages, which load when one is shown. While it
 * checks the session it shows the console's skeleton, the page the build prerendered, instead of
 * react-admin's loading page. Same contexts, theme, CssBaseline, i18n, store and notifications as <Admin>.
 */
export function ConsoleAdmin({
  title,
  dataProvider,
  authProvider,
  theme,
  layout,
  dashboard,
  children,
}: ConsoleAdminProps) {
  return (
    <CoreAdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      store={store}
    >
      <ThemesContext.Provider value={{ lightTheme: theme }}>
        <ThemeProvider>
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              title={title}
              layout={layout}
              dashboard={dashboard}
              loading={ConsoleSkeleton}
              catchAll={NotFound}
              error={ErrorPage}
              loginPage={Login}
              accessDenied={AccessDenied}
              authenticationError={AuthenticationError}
              disableTelemetry
              requireAuth
            >
              {children}
            </CoreAdminUI>
            <LazyNotification />
          </CssBaseline>
        </ThemeProvider>
      </ThemesContext.Provider>
    </CoreAdminContext>
  );
}
