import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  API_BASE_PATH,
  routeList,
  type DriskDevice,
  type RouteName,
  type UserDetails,
} from '@drisk/contract';
import { createApiClient } from '@drisk/data-provider';
import { ToastProvider, createDriskTheme } from '@drisk/ui';
import { ApiProvider } from '../api/ApiProvider';
import { SessionProvider } from '../session/SessionProvider';
import { NotificationCountProvider } from '../realtime/NotificationCountProvider';
import { storeConnectedDevice, storeSignIn } from '../session/sessionStore';

/** What the fake server answers: the envelope's parts (statusCode 200 and message 'OK' unless given). */
export interface FakeReply {
  statusCode?: number;
  message?: string;
  result?: unknown;
}

/** One request the screen sent, by the contract's route name. */
export interface RecordedCall {
  name: RouteName;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  query: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;
export type FakeRoutes = Partial<Record<RouteName, FakeReply | FakeHandler>>;

export interface FakeServer {
  /** The fetch double handed to createApiClient. */
  fetch: typeof fetch;
  /** Every request so far, in order. */
  calls: RecordedCall[];
  /** The requests of one route. */
  callsOf(name: RouteName): RecordedCall[];
  /** Replaces or adds the answer of a route. */
  on(name: RouteName, reply: FakeReply | FakeHandler): void;
}

const routeMatchers = routeList.map((route) => ({
  name: route.name as RouteName,
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/**
 * A fetch double that speaks the 3.0 envelope: it finds the contract route of each request, records it and
 * answers from `routes`. A request no route answers gets a 404 reply, so a screen calling something
 * unexpected fails visibly instead of hanging.
 */
export function createFakeServer(routes: FakeRoutes = {}): FakeServer {
  const answers: FakeRoutes = { ...routes };
  const calls: RecordedCall[] = [];

  const fetchDouble = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(`${API_BASE_PATH}/`, '');
    const method = init.method ?? 'GET';
    const match = routeMatchers.find((route) => route.method === method && route.pattern.test(path));
    if (!match) throw new Error(`The fake server knows no route for ${method} ${url.pathname}`);
    const call: RecordedCall = {
      name: match.name,
      method,
      url: url.pathname + url.search,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      query: Object.fromEntries(url.searchParams),
    };
    calls.push(call);
    const answer = answers[match.name];
    const reply: FakeReply =
      answer === undefined
        ? { statusCode: 404, message: `No fake answer for ${match.name}` }
        : typeof answer === 'function'
          ? await answer(call)
          : answer;
    const statusCode = reply.statusCode ?? 200;
    return new Response(
      JSON.stringify({ statusCode, message: reply.message ?? 'OK', result: reply.result ?? null }),
      { status: statusCode, headers: { 'content-type': 'application/json' } },
    );
  };

  return {
    fetch: fetchDouble as typeof fetch,
    calls,
    callsOf: (name) => calls.filter((call) => call.name === name),
    on: (name, reply) => {
      answers[name] = reply;
    },
  };
}

export const TEST_USER: UserDetails = {
  user_id: 1,
  first_name: 'Olivia',
  last_name: 'Owner',
  full_name: 'Olivia Owner',
  email_address: 'owner@example.com',
  phone_number: '5550100001',
  type: 'corporate',
  loginType: 'eRisk',
  tinode_username: 'owner',
};

export const ALPHA: DriskDevice = {
  device_id: 'DRA-100001',
  name: 'dRisk-Alpha',
  is_connected: 'connected',
  role_id: 3,
  status: 'Active',
};

export const BETA: DriskDevice = {
  device_id: 'DRB-100002',
  name: 'dRisk-Beta',
  is_connected: 'disconnected',
  role_id: 3,
  status: 'Active',
};

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
 * Renders a screen inside the app's real providers (theme, date pickers, toasts, ApiProvider, session,
 * notification count) over a signed-in session, with a fake server behind the real ApiClient.
 */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions) {
  const server = createFakeServer(options.routes);
  sessionStorage.clear();
  storeSignIn('test-token', TEST_USER);
  const connected = options.connectedDevice === undefined ? ALPHA : options.connectedDevice;
  storeConnectedDevice(connected);

  const client = createApiClient({ getToken: () => sessionStorage.getItem('token'), fetch: server.fetch });
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
