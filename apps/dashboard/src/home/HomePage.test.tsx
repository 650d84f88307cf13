import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ROLE, SERVER, UI_TEXT, VALIDATION, WIRE_DATE_FORMAT, topics } from '@drisk/contract';
import { RealtimeProvider, createFakeRealtimeConnection } from '@drisk/realtime';
import { renderScreen, type TestSession } from '../test/render';
import type { FakeRoutes } from '../test/fakeServer';
import { ALPHA } from '../test/demoData';
import { HomePage } from './HomePage';
import { HomeDashboard } from './HomeDashboard';
import { ALPHA_SETTINGS, DASHBOARD_DATA, HOME_ROUTES, PHONE, TV } from './homeTestData';

// Counts the dashboard's renders (it renders as before): a battery message must not redraw it.
vi.mock('./HomeDashboard', async (importOriginal) => {
  const original = await importOriginal<typeof import('./HomeDashboard')>();
  return { ...original, HomeDashboard: vi.fn(original.HomeDashboard) };
});

function renderHome(routes: FakeRoutes = {}, session: Partial<TestSession> = {}) {
  const connection = createFakeRealtimeConnection();
  const view = renderScreen(
    <RealtimeProvider url="ws://broker.test/mqtt" userId={1} token="test-token" connection={connection}>
      <HomePage />
    </RealtimeProvider>,
    { path: '/dashboard/home', routes: { ...HOME_ROUTES, ...routes }, session },
  );
  return { ...view, connection };
}

const wireDay = (offset = 0) => dayjs().add(offset, 'day').format(WIRE_DATE_FORMAT);

describe('HomePage', () => {
  it('shows the usage chart, bandwidth, cards and endpoint lists of today for all networks', async () => {
    const { server } = renderHome();

    expect(
      await screen.findByRole('figure', { name: /^Data usage: download 200\.5 MB/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('dRisk-Alpha (Active)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bandwidth: 3.50 GB used, 46.50 GB left' })).toBeInTheDocument();

    const connected = screen.getByRole('region', { name: 'Connected Devices' });
    // The lists take the reply a task after the cards (useValueInNextTask).
    expect(await within(connected).findByText(PHONE.name)).toBeInTheDocument();
    expect(within(connected).getByText('Connected: 2.50 h')).toBeInTheDocument();
    const blocked = screen.getByRole('region', { name: 'Blocked Devices' });
    expect(within(blocked).getByText(TV.name)).toBeInTheDocument();

    const internet = screen.getByRole('region', { name: 'Internet' });
    expect(within(internet).getByText('Cellular and LAN')).toBeInTheDocument();
    expect(within(internet).getByRole('progressbar', { name: 'Cellular 75%, LAN 25%' })).toBeInTheDocument();
    const wireless = await screen.findByRole('list', { name: 'Wireless Networks' });
    expect(within(wireless).getByText('dRisk-0001')).toBeInTheDocument();
    expect(within(wireless).getByText('5 GHz')).toBeInTheDocument();

    const expected = {
      device_id: ALPHA.device_id,
      startDate: wireDay(),
      endDate: wireDay(1),
      type: 'day',
      network: 'AllNetworks',
    };
    expect(server.callsOf('getDashboardGraph')[0].body).toEqual(expected);
    expect(server.callsOf('getDashboardData')[0].body).toEqual(expected);
    expect(server.callsOf('getSettings')[0].body).toEqual({ device_id: ALPHA.device_id });
  });

  it('asks for the chosen period and network', async () => {
    const { server, user } = renderHome();
    await screen.findByText(PHONE.name);

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last Month' }));
    await waitFor(() =>
      expect(server.callsOf('getDashboardData').at(-1)?.body).toMatchObject({
        startDate: dayjs().startOf('month').subtract(1, 'month').format(WIRE_DATE_FORMAT),
        endDate: dayjs().startOf('month').format(WIRE_DATE_FORMAT),
        type: 'monthly',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Network' }));
    await user.click(await screen.findByRole('option', { name: 'Cellular' }));
    await waitFor(() =>
      expect(server.callsOf('getDashboardGraph').at(-1)?.body).toMatchObject({
        network: 'Cellular',
        type: 'monthly',
      }),
    );
  });

  it('shows a Guest the endpoints without Block or Unblock (a Guest may not change them)', async () => {
    renderHome({}, { connectedDevice: { ...ALPHA, role_id: ROLE.Guest } });
    const connected = await screen.findByRole('region', { name: 'Connected Devices' });
    expect(await within(connected).findByText(PHONE.name)).toBeInTheDocument();
    expect(within(connected).queryByRole('button', { name: `Block ${PHONE.name}` })).not.toBeInTheDocument();
    const blocked = screen.getByRole('region', { name: 'Blocked Devices' });
    expect(within(blocked).getByText(TV.name)).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: `Unblock ${TV.name}` })).not.toBeInTheDocument();
  });

  it('steps back a day', async () => {
    const { server, user } = renderHome();
    await screen.findByText(PHONE.name);
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() =>
      expect(server.callsOf('getDashboardGraph').at(-1)?.body).toMatchObject({
        startDate: wireDay(-1),
        endDate: wireDay(),
        type: 'yesterday',
      }),
    );
    // The day before today is called what it is.
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Yesterday');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });

  it('Block without a duration says "Select duration" and sends nothing', async () => {
    const { server, user } = renderHome();
    await user.click(await screen.findByRole('button', { name: `Block ${PHONE.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Block ${PHONE.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(within(dialog).getByText(VALIDATION.selectDuration)).toBeInTheDocument();
    expect(server.callsOf('denyDevice')).toEqual([]);
  });

  it('Block with 1 Hour sends the endpoint and interval, shows the server message and refetches', async () => {
    let blocked = false;
    const { server, user } = renderHome({
      denyDevice: () => {
        blocked = true;
        return { message: 'Device blocked successfully' };
      },
      getDashboardData: () => ({
        result: blocked ? { ...DASHBOARD_DATA, iotdevice: [], blocked_devices: [TV, PHONE] } : DASHBOARD_DATA,
      }),
    });
    await user.click(await screen.findByRole('button', { name: `Block ${PHONE.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Block ${PHONE.name}` });
    await user.click(within(dialog).getByRole('radio', { name: '1 Hour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Device blocked successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsOf('denyDevice').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, mac_address: PHONE.mac_address, interval: '1 Hour' },
    ]);
    const blockedList = screen.getByRole('region', { name: 'Blocked Devices' });
    expect(await within(blockedList).findByText(PHONE.name)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Connected Devices' })).getByText(UI_TEXT.noDataAvailable),
    ).toBeInTheDocument();
    expect(server.callsOf('getDashboardData')).toHaveLength(2);
  });

  it('keeps the dialog open and shows the refusal when the gateway does not answer', async () => {
    const { user } = renderHome({ denyDevice: { statusCode: 504, message: SERVER.gatewayTimeout } });
    await user.click(await screen.findByRole('button', { name: `Block ${PHONE.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Permanent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(SERVER.gatewayTimeout)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Unblock sends the device and the MAC address, then refetches', async () => {
    const { server, user } = renderHome({ unblockIOT: { message: 'Device unblocked successfully' } });
    await user.click(await screen.findByRole('button', { name: `Unblock ${TV.name}` }));
    expect(await screen.findByText('Device unblocked successfully')).toBeInTheDocument();
    expect(server.callsOf('unblockIOT').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, mac_address: TV.mac_address },
    ]);
    await waitFor(() => expect(server.callsOf('getDashboardData')).toHaveLength(2));
    expect(server.callsOf('getDashboardGraph')).toHaveLength(2);
  });

  it('shows the empty lists', async () => {
    renderHome({ getDashboardData: { result: { ...DASHBOARD_DATA, iotdevice: [], blocked_devices: [] } } });
    expect(await screen.findByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
    expect(screen.getByText(UI_TEXT.noBlockedDevices)).toBeInTheDocument();
  });

  it.each([
    ['with an empty list', { message: SERVER.noInformation, result: { data: [] } }],
    ['as a refusal', { statusCode: 400, message: SERVER.noInformation }],
  ])('hides the chart for "No information available" %s', async (_label, reply) => {
    renderHome({ getDashboardGraph: reply });
    expect(await screen.findByText(UI_TEXT.noChartData)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(SERVER.noInformation)).not.toBeInTheDocument();
  });

  it('says "No device connected" and asks for nothing without a connected device', async () => {
    const { server } = renderHome({}, { connectedDevice: null });
    expect(await screen.findByText(UI_TEXT.noDeviceConnected)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch Device' })).toHaveAttribute(
      'href',
      '/dashboard/switchDevices',
    );
    expect(screen.queryByRole('img', { name: /^Battery/ })).not.toBeInTheDocument();
    expect(server.callsOf('getDashboardData')).toEqual([]);
    expect(server.callsOf('getDashboardGraph')).toEqual([]);
  });

  it('shows the battery the gateway publishes, unknown until then', async () => {
    const { connection } = renderHome();
    expect(await screen.findByRole('img', { name: 'Battery level unknown' })).toBeInTheDocument();
    act(() => connection.emit(topics.deviceApp(ALPHA.device_id), { value: 42 }));
    expect(screen.getByRole('img', { name: 'Battery 42%' })).toBeInTheDocument();
    act(() => connection.emit(topics.deviceApp(ALPHA.device_id), { value: 'charging' }));
    expect(screen.getByRole('img', { name: 'Battery charging' })).toBeInTheDocument();
    // Another device's battery is not this one's.
    act(() => connection.emit(topics.deviceApp('DRB-100002'), { value: 5 }));
    expect(screen.getByRole('img', { name: 'Battery charging' })).toBeInTheDocument();
  });

  it('redraws the battery alone when the gateway publishes it, not the cards and lists', async () => {
    const { connection } = renderHome();
    // The answers shown first (the endpoints; the Wi-Fi name, from the settings), then the dashboard left
    // to settle: two readings of its render count 200 ms apart agree.
    await screen.findByRole('button', { name: PHONE.name });
    await screen.findByText(ALPHA_SETTINGS.wifi_name_ssid);
    let rendersBefore = -1;
    await waitFor(
      async () => {
        const reading = vi.mocked(HomeDashboard).mock.calls.length;
        await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
        rendersBefore = vi.mocked(HomeDashboard).mock.calls.length;
        expect(rendersBefore).toBe(reading);
      },
      { timeout: 10_000 },
    );
    act(() => connection.emit(topics.deviceApp(ALPHA.device_id), { value: 42 }));
    act(() => connection.emit(topics.deviceApp(ALPHA.device_id), { value: 43 }));
    expect(screen.getByRole('img', { name: 'Battery 43%' })).toBeInTheDocument();
    expect(vi.mocked(HomeDashboard).mock.calls.length).toBe(rendersBefore);
  });

  it('opens IoT Device Details with the chosen endpoint', async () => {
    const { user, router } = renderHome();
    await user.click(await screen.findByRole('button', { name: PHONE.name }));
    expect(router.state.location.pathname).toBe('/dashboard/iotdetails');
    expect(router.state.location.state).toEqual({
      endpoint: { name: PHONE.name, ip_address: PHONE.ip_address, mac_address: PHONE.mac_address },
      from: 'home',
    });
  });
});
