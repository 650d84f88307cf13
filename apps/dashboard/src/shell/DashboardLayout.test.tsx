import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVER, UI_TEXT, type DriskDevice, type UserDetails } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { ALPHA, GUEST, OWNER } from '../test/demoData';

function serverWith(devices: DriskDevice[], count = 3) {
  return createFakeServer({
    getAllDriskDevices: { statusCode: 200, message: 'ok', result: { device_details: devices } },
    getNotificationCount: { statusCode: 200, message: 'ok', result: { count } },
    logout: { statusCode: 200, message: SERVER.logoutSuccess },
  });
}

function renderShell(path: string, user: UserDetails = OWNER, device: DriskDevice = ALPHA, count = 3) {
  return renderApp(path, {
    server: serverWith([device], count),
    session: { token: 'tok', user, connectedDevice: device },
  });
}

describe('signed out', () => {
  it('shows only the not-found screen for a dashboard route, with the way back to sign-in', async () => {
    const { server } = renderApp('/dashboard/home');
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('Sorry, an error has occurred')).toBeInTheDocument();
    expect(screen.getByText('Requested page not found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});

describe('the shell', () => {
  it('lists every sidebar entry of the spec in order, with Admin for a corporate owner', async () => {
    renderShell('/dashboard/home');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('dRisk')).toBeInTheDocument();
    const entries = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Home',
      'Access',
      'Trusted',
      'Tracking',
      'Settings',
      'Account',
      'Registration',
      'Switch Device',
      'Vulnerability Scanning',
      'More',
      'Notifications',
      'Invite',
      'Feedback',
      'Help',
      'Admin',
      'Logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Tracking' })).toHaveAttribute('href', '/dashboard/map');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard/profile');
    expect(within(nav).getByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['an individual owner', { ...OWNER, type: 'individual' as const }, 3],
    ['a corporate guest', OWNER, 2],
    ['an individual guest', GUEST, 2],
  ])('hides Admin from %s', async (_label, user, roleId) => {
    renderShell('/dashboard/home', user, { ...ALPHA, role_id: roleId });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Admin to a corporate admin (role 1)', async () => {
    renderShell('/dashboard/home', OWNER, { ...ALPHA, role_id: 1 });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard/admin');
  });

  it('shows the live notification count on the bell, which links to Alerts', async () => {
    const { user, pathname } = renderShell('/dashboard/home', OWNER, ALPHA, 4);
    await screen.findByRole('link', { name: 'Notifications, 4 waiting' });
    // Its tooltip is put around it one task after the bar mounts (useReadyAfterMount).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const bell = screen.getByRole('link', { name: 'Notifications, 4 waiting' });
    expect(bell).toHaveAttribute('href', '/dashboard/notification');
    expect(within(bell).getByText('4')).toBeInTheDocument();
    // Opened in the app, without a page load: the session and the shell stay.
    await user.click(bell);
    await waitFor(() => expect(pathname()).toBe('/dashboard/notification'));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it("starts the Tracking screen's call when its link is pressed, and the screen uses that answer", async () => {
    const server = createFakeServer({
      getAllDriskDevices: { statusCode: 200, message: 'ok', result: { device_details: [ALPHA] } },
      getNotificationCount: { statusCode: 200, message: 'ok', result: { count: 0 } },
      getDeviceGPS: { statusCode: 200, message: 'ok', result: [] },
    });
    const { user } = renderApp('/dashboard/home', {
      server,
      session: { token: 'tok', user: OWNER, connectedDevice: ALPHA },
    });
    const gpsCalls = () => server.requests.filter((request) => request.path.startsWith('user/getDeviceGPS'));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const link = within(nav).getByRole('link', { name: 'Tracking' });
    fireEvent.pointerDown(link);
    await waitFor(() => expect(gpsCalls()).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1, name: 'Tracking' })).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking' })).toBeInTheDocument();
    expect(await screen.findByText(UI_TEXT.mapNoPositions)).toBeInTheDocument();
    expect(gpsCalls()).toHaveLength(1);
  });

  it('takes the calls started with the page (main.tsx) instead of asking again', async () => {
    const server = serverWith([ALPHA], 4);
    server.on('realtimeConfig', { statusCode: 503, message: 'No broker here' });
    renderApp('/dashboard/home', {
      server,
      session: { token: 'tok', user: OWNER, connectedDevice: null },
      startShellCalls: true,
    });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('dRisk-Alpha (Active)')).toBeInTheDocument();
    expect(await within(banner).findByText('4')).toBeInTheDocument();
    expect(server.callsOf('getAllDriskDevices')).toHaveLength(1);
    expect(server.callsOf('getNotificationCount')).toHaveLength(1);
    expect(server.callsOf('realtimeConfig')).toHaveLength(1);
  });

  it('shows a later screen as coming soon, with the title and the connected device', async () => {
    renderShell('/dashboard/mcModal');
    expect(await screen.findByText('This screen is coming soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Move or Copy' })).toBeInTheDocument();
    expect(screen.getAllByText('dRisk-Alpha (Active)').length).toBeGreaterThan(0);
  });

  it('sends /dashboard to Home', async () => {
    const { pathname } = renderShell('/dashboard');
    await waitFor(() => expect(pathname()).toBe('/dashboard/home'));
  });

  it('shows not-found inside the shell for an unknown dashboard path', async () => {
    renderShell('/dashboard/no-such-screen');
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('toggles the menu with the top-bar button', async () => {
    const { user } = renderShell('/dashboard/home');
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});

describe('leaving the session', () => {
  it('logs out: asks first, revokes the token, clears the session and goes to sign-in', async () => {
    const { user, server, pathname } = renderShell('/dashboard/home');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout?' });
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(server.callsOf('logout')[0].headers.Auth).toBe('tok');
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('Cancel keeps the user signed in', async () => {
    const { user, server } = renderShell('/dashboard/home');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsOf('logout')).toEqual([]);
    expect(sessionStorage.getItem('token')).toBe('tok');
  });

  // With the shell's calls started by main.tsx, they fail before anything listens: the news still arrives.
  it.each([
    ['', false],
    [' (the calls started with the page)', true],
  ])(
    'opens Session Expired once for an expired token; Okay clears the session and goes to sign-in%s',
    async (_label, startShellCalls) => {
      const server = createFakeServer({
        getAllDriskDevices: { statusCode: 401, message: SERVER.sessionExpired },
        getNotificationCount: { statusCode: 401, message: SERVER.sessionExpired },
      });
      const { user, pathname } = renderApp('/dashboard/home', {
        server,
        session: { token: 'expired', user: OWNER, connectedDevice: ALPHA },
        startShellCalls,
      });
      expect(await screen.findByText('Please login again.')).toBeInTheDocument();
      await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(2));
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Okay' }));
      await waitFor(() => expect(pathname()).toBe('/'));
      expect(sessionStorage.getItem('token')).toBeNull();
    },
  );

  it.each([
    ['', false],
    [' (the calls started with the page)', true],
  ])('shows any other 401 message as a notice%s', async (_label, startShellCalls) => {
    const server = createFakeServer({
      getAllDriskDevices: { statusCode: 200, message: 'ok', result: { device_details: [ALPHA] } },
      getNotificationCount: { statusCode: 401, message: SERVER.unauthorized },
    });
    renderApp('/dashboard/home', {
      server,
      session: { token: 'tok', user: OWNER, connectedDevice: ALPHA },
      startShellCalls,
    });
    expect(await screen.findByText(SERVER.unauthorized)).toBeInTheDocument();
    expect(screen.queryByText('Please login again.')).not.toBeInTheDocument();
  });
});
