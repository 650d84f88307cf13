import { fillPath } from './routes/defineRoute';

/** Where the api serves the admin console (its own app, same origin as the dashboard). */
export const ADMIN_CONSOLE_PATH = '/admin/';

/** Where the api serves the widget library's static Storybook (@drisk/ui's stories), when it is built. */
export const STORYBOOK_PATH = '/storybook/';

/** The signed-in shell; every screen below it needs a session (spec 1 §2.1). */
export const DASHBOARD_PATH = '/dashboard';

/**
 * Where the web app's screens live (spec 1 §2.1 and the screens of spec 2 and 3), for every client that
 * links to one: the dashboard's router and links, the admin console, e-mailed links. Zod-free (the
 * browser's client entry exports it). Parameters are written `{name}`, as in the route table; each name is
 * the path's own segment in lower camel case, so `/dashboard/UpdateVulnerabilityScan/{unique_id}` is
 * `updateVulnerabilityScan`.
 */
export const screenPaths = {
  signIn: '/',
  register: '/register',
  resetPassword: '/reset-password',
  home: '/dashboard/home',
  access: '/dashboard/access',
  trusted: '/dashboard/trusted',
  chat: '/dashboard/chat/{id}/{name}',
  dataSharing: '/dashboard/dataSharing',
  fileSharing: '/dashboard/fileSharing',
  subFileSharing: '/dashboard/subFileSharing',
  mqttFileSharing: '/dashboard/mqttFileSharing',
  mqttSubFileSharing: '/dashboard/mqttSubFileSharing',
  mcModal: '/dashboard/mcModal',
  upgradePlan: '/dashboard/upgradePlan',
  map: '/dashboard/map',
  details: '/dashboard/details',
  iotDetails: '/dashboard/iotdetails',
  settings: '/dashboard/settings',
  profile: '/dashboard/profile',
  registration: '/dashboard/registration',
  connectedUsers: '/dashboard/connectedUsers',
  connectedDevices: '/dashboard/connectedDevices',
  switchDevices: '/dashboard/switchDevices',
  vulnerabilityScan: '/dashboard/vulnerabilityScan',
  updateVulnerabilityScan: '/dashboard/UpdateVulnerabilityScan/{unique_id}',
  reports: '/dashboard/reports/{id}',
  more: '/dashboard/more',
  aboutUs: '/dashboard/aboutUs',
  notification: '/dashboard/notification',
  feedback: '/dashboard/feedback',
  help: '/dashboard/help',
  admin: '/dashboard/admin',
} as const;

export type ScreenName = keyof typeof screenPaths;

/** The `{name}` parameters of a path pattern, as a union of names. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a screen's path needs: `{ id, name }` for chat, nothing for Home. */
export type ScreenParams<N extends ScreenName> = Record<
  PathParamNames<(typeof screenPaths)[N]>,
  string | number
>;

/** Query parameters; undefined ones are left out. */
export type ScreenQuery = Record<string, string | number | undefined>;

type ScreenPathArgs<N extends ScreenName> = [PathParamNames<(typeof screenPaths)[N]>] extends [never]
  ? [params?: ScreenParams<N>, query?: ScreenQuery]
  : [params: ScreenParams<N>, query?: ScreenQuery];

/**
 * The path of a screen with its parameters filled in and encoded: `screenPath('home')`,
 * `screenPath('reports', { id: scan.unique_id })`, `screenPath('register', {}, { email })`. A screen with
 * parameters does not compile without them.
 */
export function screenPath<N extends ScreenName>(name: N, ...[params, query]: ScreenPathArgs<N>): string {
  const path = fillPath(screenPaths[name], params as Record<string, string | number> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether a browser path is the signed-in shell's: /dashboard or below it (not /dashboards). */
export const isDashboardPath = (pathname: string): boolean =>
  pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);

/** Whether a screen is inside the signed-in shell (`/dashboard/...`) rather than open to anyone. */
export const isDashboardScreen = (name: ScreenName): boolean => isDashboardPath(screenPaths[name]);
