import { API_BASE_PATH, screenPaths } from '@drisk/contract/client';
import {
  DASHBOARD_SESSION_KEYS,
  createDriskAuthProvider,
  createDriskDataProvider,
  createDriskHttpClient,
} from '@drisk/data-provider';
import type { AuthProvider } from 'react-admin';
import { sessionExpiry } from './layout/sessionExpiry';

/** The dashboard's sign-in page, as an absolute address so react-admin leaves the console for it. */
export const dashboardSignInUrl = () => new URL(screenPaths.signIn, window.location.origin).href;

/** The console's providers on the dashboard's session (same origin, same tab, same sessionStorage). */
export function createConsoleProviders() {
  const httpClient = createDriskHttpClient({
    getToken: () => sessionStorage.getItem(DASHBOARD_SESSION_KEYS.token),
  });
  const dataProvider = createDriskDataProvider({ apiUrl: API_BASE_PATH, httpClient });
  const auth = createDriskAuthProvider({
    apiUrl: API_BASE_PATH,
    httpClient,
    signInPath: dashboardSignInUrl(),
  });
  const authProvider: AuthProvider = {
    ...auth,
    // An expired session opens the spec's Session Expired dialog; its Okay leaves for the sign-in page.
    async checkError(error: { status?: number; message?: string }) {
      if (error?.status === 401) sessionExpiry.expire();
    },
  };
  return { dataProvider, authProvider };
}

export type ConsoleDataProvider = ReturnType<typeof createConsoleProviders>['dataProvider'];
