import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BLOCK_ENDED_MODULE, ROLE, SERVER, UI_TEXT, topics, type DashboardData } from '@drisk/contract';
import { RealtimeProvider, createFakeRealtimeConnection } from '@drisk/realtime';
import { renderScreen, type TestSession } from '../test/render';
import type { FakeRoutes } from '../test/fakeServer';
import { ALPHA } from '../test/demoData';
import { HomePage } from './HomePage';
import { ALPHA_SETTINGS, DASHBOARD_DATA, GRAPH_POINTS, TV } from './homeTestData';

const MINUTE = 60_000;

/** Home's data with the TV blocked until `until`, or (null) with its block lifted. */
const dataWithTv = (until: number | null): DashboardData =>
  until === null
    ? {
        ...DASHBOARD_DATA,
        iotdevice: [...DASHBOARD_DATA.iotdevice, { ...TV, connected_time: 0.5 }],
        blocked_devices: [],
      }
    : { ...DASHBOARD_DATA, blocked_devices: [{ ...TV, blocked_until: until }] };

function renderHome(routes: FakeRoutes, session: Partial<TestSession> = {}) {
  const connection = createFakeRealtimeConnection();
  const view = renderScreen(
    <RealtimeProvider url="ws://broker.test/mqtt" userId={1} token="test-token" connection={connection}>
      <HomePage />
    </RealtimeProvider>,
    {
      path: '/dashboard/home',
      routes: {
        getDashboardGraph: { result: { data: GRAPH_POINTS } },
        getSettings: { result: [ALPHA_SETTINGS] },
        ...routes,
      },
      session,
    },
  );
  return { ...view, connection };
}

const blockedList = () => screen.findByRole('list', { name: 'Blocked Devices' });

describe('timed blocks on Home', () => {
  it("counts down a timed block, and '+15 min' extends it without unblocking, then shows the new end", async () => {
    let until = Date.now() + 10 * MINUTE;
    const { server, user } = renderHome({
      getDashboardData: () => ({ result: dataWithTv(until) }),
      extendBlock: () => {
        until += 15 * MINUTE;
        return { message: SERVER.blockExtended, result: { blocked_until: until } };
      },
    });
    const list = await blockedList();
    expect(within(list).getByText(/^(9:\d\d|10:00) left$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: UI_TEXT.extendBlockLabel(TV.name, '15 Minutes') }));
    expect(await screen.findByText(SERVER.blockExtended)).toBeInTheDocument();
    expect(server.callsOf('extendBlock').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, mac_address: TV.mac_address, interval: '15 Minutes' },
    ]);
    expect(server.callsOf('unblockIOT')).toEqual([]);
    expect(await within(list).findByText(/^2[45]:\d\d left$/)).toBeInTheDocument();
  });

  it("moves the endpoint back to Connected when its gateway says the block ended, and ignores other devices' messages", async () => {
    let until: number | null = Date.now() + 5 * MINUTE;
    const { server, connection } = renderHome({ getDashboardData: () => ({ result: dataWithTv(until) }) });
    await blockedList();
    expect(server.callsOf('getDashboardData')).toHaveLength(1);

    until = null;
    const ended = { module: BLOCK_ENDED_MODULE, result: { mac_address: TV.mac_address } };
    act(() => connection.emit(topics.deviceApp('DRB-100002'), ended));
    act(() => connection.emit(topics.deviceApp(ALPHA.device_id), { value: 40 }));
    expect(server.callsOf('getDashboardData')).toHaveLength(1);

    act(() => connection.emit(topics.deviceApp(ALPHA.device_id), ended));
    await waitFor(() => expect(screen.getByText(UI_TEXT.noBlockedDevices)).toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Connected Devices' })).getByText(TV.name),
    ).toBeInTheDocument();
  });

  it('shows a Guest the time left without the extend buttons', async () => {
    renderHome(
      { getDashboardData: { result: dataWithTv(Date.now() + 30 * MINUTE) } },
      { connectedDevice: { ...ALPHA, role_id: ROLE.Guest } },
    );
    const list = await blockedList();
    expect(within(list).getByText(/^(29:\d\d|30:00) left$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /extend the block/ })).not.toBeInTheDocument();
  });
});
