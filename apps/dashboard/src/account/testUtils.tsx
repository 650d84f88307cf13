import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { routes, type DriskDevice, type RouteName } from '@drisk/contract';
import { createApiClient } from '@drisk/data-provider';
import { ToastProvider, createDriskTheme } from '@drisk/ui';
import { ApiProvider } from '../api/ApiProvider';
import { SessionProvider } from '../session/SessionProvider';
import { NotificationCountProvider } from '../realtime/NotificationCountProvider';
import { readStoredToken, storeConnectedDevice, storeSignIn } from '../session/sessionStore';
import { createFakeServer, type SeenRequest } from '../test/fakeServer';
import { ALPHA, OWNER } from '../test/demoData';

export { ALPHA, BETA } from '../test/demoData';

/** What the fake server answers for a route: statusCode 200 and message 'OK' unless given. */
export interface FakeReply {
  statusCode?: number;
  message?: string;
  result?: unknown;
}

/** One request the screen sent, with its body and query parsed. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  query: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;
/** Answers keyed by the contract's route names, so a renamed route breaks the test at compile time. */
export type FakeRoutes = Partial<Record<RouteName, FakeReply | FakeHandler>>;

const recorded = (request: SeenRequest): RecordedCall => ({
  method: request.method,
  path: request.path,
  body: request.body,
  query: Object.fromEntries(new URLSearchParams(request.path.split('?')[1] ?? '')),
});

const envelope = (reply: FakeReply) => ({
  statusCode: reply.statusCode ?? 200,
  message: reply.message ?? 'OK',
  result: reply.result ?? null,
});

/** The shell helper's fetch double (../test/fakeServer), addressed by route name. */
function createScreenServer(answers: FakeRoutes) {
  const server = createFakeServer();
  for (const [name, answer] of Object.entries(answers) as [RouteName, FakeReply | FakeHandler][]) {
    const route = routes[name];
    server.on(`${route.method} ${route.path}`, async (request) =>
      envelope(typeof answer === 'function' ? await answer(recorded(request)) : answer),
    );
  }
  return {
    ...server,
    /** The requests of one route, in order. */
    callsOf: (name: RouteName) => server.requestsTo(routes[name].path).map(recorded),
  };
}

export interface RenderScreenOptions {
  /** The URL the screen opens at; the screen is routed there. */
  path: string;
  /** Answers of the fake server. */
  routes?: FakeRoutes;
  /** The connected device kept in the session; null for none. @default ALPHA */
  connectedDevice?: DriskDevice | null;
  /** Navigation state of the first entry (About Us reads the version from it). */
  state?: unknown;
}

/** Paths a screen may navigate to; each renders a marker so tests can see where the user went. */
const DESTINATIONS = ['/', '/dashboard/home', '/dashboard/more', '/dashboard/aboutUs'];

/**
 * Renders one screen inside the app's real providers (theme, date pickers, toasts, ApiProvider, session,
 * the shell's notification count) over a signed-in session, with a fake server behind the real ApiClient.
 * Unlike ../test/renderApp it leaves out the shell, so queries meet only the screen's own texts.
 */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions) {
  const server = createScreenServer(options.routes ?? {});
  sessionStorage.clear();
  storeSignIn('test-token', OWNER);
  storeConnectedDevice(options.connectedDevice === undefined ? ALPHA : options.connectedDevice);

  const client = createApiClient({ getToken: readStoredToken, fetch: server.fetch });
  const router = createMemoryRouter(
    [
      { path: options.path, element: screen },
      ...DESTINATIONS.filter((path) => path !== options.path).map((path) => ({
        path,
        element: <p>Arrived at {path}</p>,
      })),
    ],
    { initialEntries: [{ pathname: options.path, state: options.state }] },
  );

  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={createDriskTheme()}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <ToastProvider>
          <ApiProvider client={client}>
            <SessionProvider>
              <NotificationCountProvider>
                <RouterProvider router={router} />
              </NotificationCountProvider>
            </SessionProvider>
          </ApiProvider>
        </ToastProvider>
      </LocalizationProvider>
    </ThemeProvider>,
  );
  return { ...view, server, router, user };
}
