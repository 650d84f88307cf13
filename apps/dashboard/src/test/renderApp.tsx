import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DriskDevice, UserDetails } from '@drisk/contract';
import { createApiClient } from '@drisk/data-provider';
import { ToastProvider, createDriskTheme } from '@drisk/ui';
import { ApiProvider } from '../api/ApiProvider';
import { SessionProvider } from '../session/SessionProvider';
import { SESSION_KEYS, readStoredToken } from '../session/sessionStore';
import { appRoutes } from '../routes';
import { createFakeServer, type FakeServer } from './fakeServer';

export interface RenderAppOptions {
  server?: FakeServer;
  /** A stored session to start from, as after a sign-in. */
  session?: { token: string; user: UserDetails; connectedDevice?: DriskDevice | null };
}

/** The whole app (real routes, providers and client) at `path`, talking to a fake server. */
export function renderApp(path: string, { server = createFakeServer(), session }: RenderAppOptions = {}) {
  sessionStorage.clear();
  if (session) {
    sessionStorage.setItem(SESSION_KEYS.token, session.token);
    sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
    if (session.connectedDevice) {
      sessionStorage.setItem(SESSION_KEYS.connectedDevice, JSON.stringify(session.connectedDevice));
    }
  }
  const client = createApiClient({ getToken: readStoredToken, fetch: server.fetch });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={createDriskTheme()}>
      <CssBaseline />
      <ToastProvider>
        <ApiProvider client={client}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
  return { ...view, user, server, router, pathname: () => router.state.location.pathname };
}
