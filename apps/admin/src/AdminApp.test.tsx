import { configure, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXT, UI_TEXT } from '@drisk/contract/client';
import { fakeDataProvider } from './test/fakeDataProvider';
import { AdminApp } from './AdminApp';
import { fakeAuthProvider, preloadScreens, renderConsole } from './test/renderConsole';

const company = {
  id: 7,
  CustomerId: 7,
  customer_name: 'Acme',
  devices: 2,
  user: 3,
  registered_date: '11/02/2026',
  version: 1,
};

// The console's screens load lazily through react-admin; a busy 2-core machine needs longer waits.
configure({ asyncUtilTimeout: 15_000 });

describe('the admin console', { timeout: 60_000 }, () => {
  beforeAll(preloadScreens, 120_000);

  it('shows the tabs and the summary counts to a corporate owner', async () => {
    const { provider } = fakeDataProvider({
      companies: [company],
      companyDevices: [{ id: '1:DRA-1' }, { id: '2:DRA-2' }],
      users: [{ id: 5 }],
      registeredUsers: [],
    });
    renderConsole('/', { dataProvider: provider });
    for (const tab of [
      ADMIN_TEXT.tabDashboard,
      ADMIN_TEXT.tabCompany,
      ADMIN_TEXT.tabUserProfile,
      ADMIN_TEXT.tabDeviceTree,
      ADMIN_TEXT.tabRegisteredUsers,
      ADMIN_TEXT.tabScans,
      ADMIN_TEXT.tabAuditLog,
    ]) {
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(await screen.findByLabelText(`${ADMIN_TEXT.summaryDevices}: 2`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${ADMIN_TEXT.summaryCompanies}: 1`)).toBeInTheDocument();
  });

  it.each([
    ['a Guest of the connected device', 2, 'corporate'],
    ['an individual owner', 3, 'individual'],
    ['a user without a connected device', null, 'corporate'],
  ])('shows %s the ownership message instead of the tabs', async (_who, roleId, userType) => {
    const { provider, calls } = fakeDataProvider({ companies: [company] });
    renderConsole('/companies', { dataProvider: provider, roleId, userType });
    expect(await screen.findByRole('alert')).toHaveTextContent(UI_TEXT.adminOwnershipRequired);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'getList')).toEqual([]);
  });

  it('shows the prerendered skeleton while the session is checked, then the console in its place', async () => {
    const { provider } = fakeDataProvider({ companies: [company] });
    let sessionChecked = () => {};
    // One check for every call: react-admin asks more than once as it starts.
    const checked = new Promise<void>((resolve) => (sessionChecked = resolve));
    const authProvider = { ...fakeAuthProvider(3), checkAuth: () => checked };
    window.location.hash = '#/';
    render(<AdminApp dataProvider={provider} authProvider={authProvider} />);
    // The frame the page painted before any script: the bar, the way back, the summary loading.
    expect(await screen.findByRole('main', { name: ADMIN_TEXT.consoleLoading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ADMIN_TEXT.consoleTitle, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADMIN_TEXT.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard/home',
    );
    expect(screen.getByLabelText(`${ADMIN_TEXT.summaryCompanies}:`)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    sessionChecked();
    expect(await screen.findByLabelText(`${ADMIN_TEXT.summaryCompanies}: 1`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: ADMIN_TEXT.tabDashboard })).toBeInTheDocument();
    expect(screen.queryByRole('main', { name: ADMIN_TEXT.consoleLoading })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: ADMIN_TEXT.consoleTitle, level: 1 })).toHaveLength(1);
  });
});
