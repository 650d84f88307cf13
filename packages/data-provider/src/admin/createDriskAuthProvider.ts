import { SERVER, can, type ResourceAction } from '@drisk/contract/client';
import type { AuthProvider } from 'ra-core';
import type { HttpClient } from './driskHttpClient';
import { RESOURCE_ROUTES } from './resourceRoutes';

/** The dashboard's session keys in sessionStorage (apps/dashboard/src/session/sessionStore.ts). */
export const DASHBOARD_SESSION_KEYS = {
  token: 'token',
  user: 'UserDetails',
  connectedDevice: 'ConnectedDevice',
} as const;

/** The part of the Web Storage API the provider uses (sessionStorage in the browser). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  clear(): void;
}

export interface DriskAuthProviderOptions {
  apiUrl: string;
  httpClient: HttpClient;
  /** The dashboard's session storage; sessionStorage of the tab by default. */
  storage?: SessionStorageLike;
  /** Where signing in happens (the dashboard's sign-in page). @default '/' */
  signInPath?: string;
}

/** What the console knows about the caller: their role on the connected device and their user type. */
export interface DriskPermissions {
  roleId: number | null;
  userType: string | null;
}

/** react-admin's actions on a resource, as the DataProvider methods that serve them. */
const ACTION_OF: Record<string, ResourceAction> = {
  list: 'getList',
  show: 'getOne',
  edit: 'update',
  create: 'create',
  delete: 'delete',
};

/**
 * The admin console's auth provider on the dashboard's session (same origin, same sessionStorage): the
 * console never signs in by itself. checkError signs out on 401 with the spec's message; canAccess asks
 * the contract's can() for the call behind the resource's action.
 */
export function createDriskAuthProvider(options: DriskAuthProviderOptions): AuthProvider {
  const signInPath = options.signInPath ?? '/';
  const storage = (): SessionStorageLike =>
    options.storage ??
    (globalThis as { sessionStorage?: SessionStorageLike }).sessionStorage ?? {
      getItem: () => null,
      clear: () => {},
    };
  const read = <T>(key: string): T | null => {
    try {
      const text = storage().getItem(key);
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  };
  const token = () => storage().getItem(DASHBOARD_SESSION_KEYS.token);
  const permissions = (): DriskPermissions => ({
    roleId: read<{ role_id?: number }>(DASHBOARD_SESSION_KEYS.connectedDevice)?.role_id ?? null,
    userType: read<{ type?: string }>(DASHBOARD_SESSION_KEYS.user)?.type ?? null,
  });
  const signOut = () => storage().clear();

  return {
    async login() {
      // Signing in is the dashboard's: the console sends the user there.
      throw new Error(SERVER.unauthorized);
    },
    async logout() {
      if (token()) {
        await options
          .httpClient(`${options.apiUrl.replace(/\/+$/, '')}/user/logout`, { method: 'POST', body: '{}' })
          .catch(() => undefined);
      }
      signOut();
      return signInPath;
    },
    async checkAuth() {
      if (!token()) throw { redirectTo: signInPath, message: SERVER.unauthorized };
    },
    async checkError(error: { status?: number; message?: string }) {
      if (error?.status === 401) {
        signOut();
        throw { redirectTo: signInPath, message: SERVER.sessionExpired };
      }
    },
    async getIdentity() {
      const user = read<{ user_id: number; full_name: string }>(DASHBOARD_SESSION_KEYS.user);
      if (!user) throw new Error(SERVER.unauthorized);
      return { id: user.user_id, fullName: user.full_name };
    },
    async getPermissions() {
      return permissions();
    },
    async canAccess({ action, resource }) {
      const route =
        RESOURCE_ROUTES[resource as keyof typeof RESOURCE_ROUTES]?.[ACTION_OF[action] ?? 'getList'];
      if (!route) return false;
      const { roleId, userType } = permissions();
      return can(roleId, route.name, { userType });
    },
  };
}
