import { render } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { AdminApp } from '../AdminApp';

/** An auth provider with a signed-in user of the given role and user type. */
export function fakeAuthProvider(roleId: number | null, userType = 'corporate'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'Olivia Owner' }),
    getPermissions: async () => ({ roleId, userType }),
  };
}

/** Renders the whole console at `path` (its hash route) over a fake data provider. */
export function renderConsole(
  path: string,
  {
    dataProvider,
    roleId = 3,
    userType,
  }: { dataProvider: DataProvider; roleId?: number | null; userType?: string },
) {
  window.location.hash = `#${path}`;
  return render(<AdminApp dataProvider={dataProvider} authProvider={fakeAuthProvider(roleId, userType)} />);
}

/**
 * Loads the console's screen chunks before a test renders them, so a test on a busy machine waits for the
 * screen, not for its first import.
 */
export async function preloadScreens() {
  await Promise.all([
    import('../dashboard/DashboardTab'),
    import('../companies/CompanyList'),
    import('../companies/CompanyEdit'),
    import('../companies/CompanyCreate'),
    import('../users/UserList'),
    import('../users/UserCreate'),
    import('../users/UserProfileForm'),
  ]);
}
