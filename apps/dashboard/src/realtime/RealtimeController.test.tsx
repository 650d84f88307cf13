import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { topics } from '@drisk/contract';
import { createFakeRealtimeConnection, useConnectionState } from '@drisk/realtime';
import { renderScreen } from '../test/render';
import { OWNER } from '../test/demoData';
import { RealtimeController } from './RealtimeController';
import { useRefetchSignal } from './useRefetchSignal';

/** A screen that counts how often it was told to refetch, and shows the connection state. */
function Probe() {
  const [all, setAll] = useState(0);
  const [notifications, setNotifications] = useState(0);
  useRefetchSignal(() => setAll((count) => count + 1));
  useRefetchSignal(() => setNotifications((count) => count + 1), ['notifications']);
  return (
    <>
      <p>refetched {all}</p>
      <p>notifications refetched {notifications}</p>
      <p>connection {useConnectionState()}</p>
    </>
  );
}

function renderController() {
  const connection = createFakeRealtimeConnection();
  const view = renderScreen(
    <RealtimeController connection={connection}>
      <Probe />
    </RealtimeController>,
    {
      path: '/dashboard/home',
      routes: {
        getAllDriskDevices: { result: { device_details: [] } },
        getNotificationCount: { result: { count: 2 } },
      },
    },
  );
  return { ...view, connection };
}

describe('RealtimeController', () => {
  it("subscribes to the user's own topic", async () => {
    const { connection } = renderController();
    await screen.findByText('connection online');
    expect(connection.activeTopics()).toContain(topics.userApp(OWNER.user_id));
  });

  it('answers a user-topic message by refetching the devices, the bell and the open screens, once per burst', async () => {
    const { connection, server } = renderController();
    await screen.findByText('refetched 0');
    await waitFor(() => expect(server.callsOf('getNotificationCount')).toHaveLength(1));

    act(() => {
      connection.emit(topics.userApp(OWNER.user_id), { module: 'devices' });
      connection.emit(topics.userApp(OWNER.user_id), { module: 'devices' });
      connection.emit(topics.userApp(OWNER.user_id), { module: 'profile' });
    });

    expect(await screen.findByText('refetched 1')).toBeInTheDocument();
    // Long enough for a second round, were the burst not batched.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByText('refetched 1')).toBeInTheDocument();
    expect(screen.getByText('notifications refetched 0')).toBeInTheDocument();
    expect(server.callsOf('getAllDriskDevices')).toHaveLength(1);
    expect(server.callsOf('getNotificationCount')).toHaveLength(2);

    act(() => connection.emit(topics.userApp(OWNER.user_id), { module: 'notifications' }));
    expect(await screen.findByText('notifications refetched 1')).toBeInTheDocument();
    expect(screen.getByText('refetched 2')).toBeInTheDocument();
  });

  it('refetches after a reconnect, since messages may have been missed', async () => {
    const { connection, server } = renderController();
    await screen.findByText('refetched 0');
    act(() => connection.resync());
    expect(await screen.findByText('refetched 1')).toBeInTheDocument();
    expect(screen.getByText('notifications refetched 0')).toBeInTheDocument();
    await waitFor(() => expect(server.callsOf('getAllDriskDevices')).toHaveLength(1));
  });

  it('ignores messages that are not refresh signals', async () => {
    const { connection, server } = renderController();
    await screen.findByText('refetched 0');
    act(() => connection.emit(topics.userApp(OWNER.user_id), { module: 'weather' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByText('refetched 0')).toBeInTheDocument();
    expect(server.callsOf('getAllDriskDevices')).toEqual([]);
  });

  it('shows the connection state', async () => {
    const { connection } = renderController();
    expect(await screen.findByText('connection online')).toBeInTheDocument();
    act(() => connection.setState('offline'));
    expect(screen.getByText('connection offline')).toBeInTheDocument();
  });

  it('asks realtime/config where the broker is, and stays offline while it is unknown', async () => {
    const { server } = renderScreen(
      <RealtimeController>
        <Probe />
      </RealtimeController>,
      { path: '/dashboard/home', routes: { realtimeConfig: { statusCode: 503, message: 'Unavailable' } } },
    );
    await waitFor(() => expect(server.callsOf('realtimeConfig')).toHaveLength(1));
    expect(screen.getByText('connection idle')).toBeInTheDocument();
  });
});
