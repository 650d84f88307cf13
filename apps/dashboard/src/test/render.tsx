import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  matchPath,
  parsePath,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { screenPaths, toRouterPath } from '@drisk/contract/client';
import type { DriskDevice, UserDetails } from '@drisk/contract';
import { createApiClient } from '@drisk/data-provider';
import { AppProviders } from '../AppProviders';
import { startShellCalls } from '../api/startupCalls';
import { NotificationCountProvider } from '../realtime/NotificationCountProvider';
import { appRoutes } from '../routes';
import { SCREEN_NAMES, SCREENS, type ScreenHandle } from '../screens';
import {
  readStoredSession,
  readStoredToken,
  storeConnectedDevice,
  storeSignIn,
} from '../session/sessionStore';
import { ALPHA, OWNER } from './demoData';
import { createFakeServer, type FakeRoutes, type FakeServer } from './fakeServer';

/** A stored session, as a sign-in leaves it. */
export interface TestSession {
  token: string;
  user: UserDetails;
  /** The connected device; null for none. */
  connectedDevice: DriskDevice | null;
  /** Held for a required second factor (login's two_factor_setup_required). */
  twoFactorSetupRequired?: boolean;
}

/** The session tests start from when they sign in: Olivia Owner on dRisk-Alpha (role Owner). */
export const SIGNED_IN: TestSession = { token: 'test-token', user: OWNER, connectedDevice: ALPHA };

export interface RenderOptions {
  /** Answers of the fake server, by route name. */
  routes?: FakeRoutes;
  /** A fake server made beforehand; `routes` are added to it. */
  server?: FakeServer;
  /** The stored session to start from; what is left out comes from `SIGNED_IN`. */
  session?: Partial<TestSession>;
  /** Starts the shell's first calls before rendering, as main.tsx does (renderApp only). */
  startShellCalls?: boolean;
}

function storeSession(session: TestSession | null) {
  sessionStorage.clear();
  if (!session) return;
  storeSignIn(session.token, session.user, session.twoFactorSetupRequired);
  storeConnectedDevice(session.connectedDevice);
}

/** The app's real providers and a router, over a real ApiClient talking to the fake server. */
function renderRouter(
  routes: RouteObject[],
  path: string,
  state: unknown,
  server: FakeServer,
  withShellCalls = false,
) {
  const client = createApiClient({ getToken: readStoredToken, fetch: server.fetch });
  const startupCalls = withShellCalls
    ? startShellCalls(client.call, readStoredSession(), parsePath(path).pathname ?? '/', readStoredToken)
    : undefined;
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client} startupCalls={startupCalls}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, server, router, pathname: () => router.state.location.pathname };
}

function serverWith({ routes = {}, server = createFakeServer() }: RenderOptions): FakeServer {
  for (const [name, answer] of Object.entries(routes) as [keyof FakeRoutes, FakeRoutes[keyof FakeRoutes]][]) {
    if (answer) server.on(name, answer);
  }
  return server;
}

/**
 * The whole app (its real routes, shell and lazy pages) at `path`, signed out unless `session` is given.
 * For the shell, sign-in and what spans screens.
 */
export function renderApp(path: string, options: RenderOptions = {}) {
  storeSession(options.session ? { ...SIGNED_IN, ...options.session } : null);
  return renderRouter(appRoutes, path, undefined, serverWith(options), options.startShellCalls);
}

export interface RenderScreenOptions extends Omit<RenderOptions, 'startShellCalls'> {
  /** The address the screen opens at; the registry's screen of that address gives it its title. */
  path: string;
  /** Navigation state of the first entry (About Us reads the version from it). */
  state?: unknown;
}

/** Where a screen under test navigated to: every other screen of the registry renders this marker. */
function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

/**
 * One screen without the shell, signed in (`SIGNED_IN` unless `session` says otherwise), inside the app's
 * providers and the bell's count, so queries meet only the screen's own texts. It is routed at `path` with
 * the registry's title of that address; every other screen's address shows 'Arrived at <path>'.
 */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions) {
  storeSession({ ...SIGNED_IN, ...options.session });
  const patterns = SCREEN_NAMES.map((name) => ({ name, pattern: toRouterPath(screenPaths[name]) }));
  const { pathname = '/' } = parsePath(options.path);
  const shown = patterns.find(({ pattern }) => matchPath(pattern, pathname));
  const routes: RouteObject[] = [
    {
      path: shown?.pattern ?? pathname,
      element: <NotificationCountProvider>{screen}</NotificationCountProvider>,
      handle: shown && ({ screen: shown.name, title: SCREENS[shown.name].title } satisfies ScreenHandle),
    },
    ...patterns
      .filter(({ pattern }) => pattern !== shown?.pattern)
      .map(({ pattern }) => ({ path: pattern, element: <Arrived /> })),
  ];
  return renderRouter(routes, options.path, options.state, serverWith(options));
}
