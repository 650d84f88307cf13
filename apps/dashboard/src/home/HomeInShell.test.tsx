import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { UI_TEXT } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { ALPHA, OWNER } from '../test/demoData';
import { DashboardLayout } from '../pages';
import { SCREENS } from '../screens';
import { ALPHA_SETTINGS, DASHBOARD_DATA, GRAPH_POINTS, PHONE } from './homeTestData';

const ok = (result: unknown) => ({ statusCode: 200, message: 'OK', result });

/** What the shell and Home ask for. No broker here: realtime/config is refused and the shell stays offline. */
const HOME_IN_SHELL = {
  getAllDriskDevices: ok({ device_details: [ALPHA] }),
  getNotificationCount: ok({ count: 0 }),
  getDashboardGraph: ok({ data: GRAPH_POINTS }),
  getDashboardData: ok(DASHBOARD_DATA),
  getSettings: ok([ALPHA_SETTINGS]),
  realtimeConfig: { statusCode: 503, message: 'No broker here' },
};

describe('Home inside the shell', () => {
  // The first import of the shell's and the screens' chunks (charts included) is slow under the test
  // transform, and slower still when the whole suite runs: load them before the clock of the test starts.
  beforeAll(
    () =>
      Promise.all([
        DashboardLayout.preload(),
        SCREENS.home.page.preload(),
        SCREENS.iotDetails.page.preload(),
      ]),
    120_000,
  );

  it('is the landing screen, shows the realtime state in the top bar and opens an endpoint’s details', async () => {
    const server = createFakeServer({ ...HOME_IN_SHELL, getVulnerabilityLogs: ok([]) });
    const { user, pathname } = renderApp('/dashboard', {
      server,
      session: { token: 'tok', user: OWNER, connectedDevice: ALPHA },
    });

    // Role queries are slow on a page this size (a chart's SVG, four cards): wait on the text, then ask once.
    await screen.findByText(PHONE.name, undefined, { timeout: 10_000 });
    const endpoint = screen.getByRole('button', { name: PHONE.name });
    expect(pathname()).toBe('/dashboard/home');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Home')).toBeInTheDocument();
    expect(within(banner).getByRole('status')).toHaveTextContent('Offline');
    expect(server.callsOf('realtimeConfig')).toHaveLength(1);

    await user.click(endpoint);
    expect(
      await screen.findByText(UI_TEXT.noLogsAvailable, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(pathname()).toBe('/dashboard/iotdetails');
    expect(within(banner).getByText('IoT Device Details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: PHONE.name })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText(PHONE.name, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(pathname()).toBe('/dashboard/home');
  }, 45_000);

  it('opened with the page, takes the data its calls started with the page asked for, asking nothing twice', async () => {
    const server = createFakeServer(HOME_IN_SHELL);
    renderApp('/dashboard/home', {
      server,
      session: { token: 'tok', user: OWNER, connectedDevice: ALPHA },
      startShellCalls: true,
    });
    await screen.findByText(PHONE.name, undefined, { timeout: 10_000 });
    expect(await screen.findByText('dRisk-0001')).toBeInTheDocument();
    for (const call of ['getDashboardGraph', 'getDashboardData', 'getSettings'] as const) {
      expect(server.callsOf(call)).toHaveLength(1);
    }
  }, 45_000);
});
