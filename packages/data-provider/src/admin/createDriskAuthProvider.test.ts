import { SERVER } from '@drisk/contract/client';
import { describe, expect, it } from 'vitest';
import { createDriskAuthProvider, DASHBOARD_SESSION_KEYS } from './createDriskAuthProvider';
import type { HttpClient } from './driskHttpClient';

/** A Storage in memory, like the tab's sessionStorage. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key: string) => map.get(key) ?? null,
  };
}

const signedIn = (roleId: number, type: string) =>
  memoryStorage({
    [DASHBOARD_SESSION_KEYS.token]: 'tok',
    [DASHBOARD_SESSION_KEYS.user]: JSON.stringify({ user_id: 1, full_name: 'Olivia Owner', type }),
    [DASHBOARD_SESSION_KEYS.connectedDevice]: JSON.stringify({ device_id: 'DRA-100001', role_id: roleId }),
  });

const sent: string[] = [];
const httpClient: HttpClient = async (url) => {
  sent.push(url);
  return { status: 200, headers: new Headers(), body: '', json: null };
};

describe('createDriskAuthProvider', () => {
  it("reads the dashboard's session: identity and permissions", async () => {
    const auth = createDriskAuthProvider({
      apiUrl: '/api/3.0',
      httpClient,
      storage: signedIn(3, 'corporate'),
    });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 1, fullName: 'Olivia Owner' });
    await expect(auth.getPermissions!({})).resolves.toEqual({ roleId: 3, userType: 'corporate' });
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    const auth = createDriskAuthProvider({ apiUrl: '/api/3.0', httpClient, storage: memoryStorage() });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it("signs out on 401 with the spec's message, and not on other errors", async () => {
    const storage = signedIn(3, 'corporate');
    const auth = createDriskAuthProvider({ apiUrl: '/api/3.0', httpClient, storage });
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    expect(storage.getItem('token')).toBe('tok');
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ message: SERVER.sessionExpired });
    expect(storage.getItem('token')).toBeNull();
  });

  it("answers canAccess with the contract's can(): owners and admins of corporate accounts only", async () => {
    const owner = createDriskAuthProvider({
      apiUrl: '/api/3.0',
      httpClient,
      storage: signedIn(3, 'corporate'),
    });
    const guest = createDriskAuthProvider({
      apiUrl: '/api/3.0',
      httpClient,
      storage: signedIn(2, 'corporate'),
    });
    const individual = createDriskAuthProvider({
      apiUrl: '/api/3.0',
      httpClient,
      storage: signedIn(3, 'individual'),
    });
    await expect(owner.canAccess!({ action: 'delete', resource: 'companies' })).resolves.toBe(true);
    await expect(guest.canAccess!({ action: 'list', resource: 'companies' })).resolves.toBe(false);
    await expect(individual.canAccess!({ action: 'list', resource: 'users' })).resolves.toBe(false);
    await expect(owner.canAccess!({ action: 'list', resource: 'nothing' })).resolves.toBe(false);
  });

  it('logs out on the api and clears the session', async () => {
    const storage = signedIn(3, 'corporate');
    const auth = createDriskAuthProvider({ apiUrl: '/api/3.0', httpClient, storage });
    await expect(auth.logout({})).resolves.toBe('/');
    expect(sent).toContain('/api/3.0/user/logout');
    expect(storage.length).toBe(0);
  });
});
