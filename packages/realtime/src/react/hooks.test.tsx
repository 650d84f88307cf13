import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { topics, type UserRefreshMessage } from '@drisk/contract';
import {
  createFakeRealtimeConnection,
  type FakeRealtimeConnection,
} from '../testing/createFakeRealtimeConnection';
import { RealtimeProvider } from './RealtimeProvider';
import { useConnectionState } from './useConnectionState';
import { useDeviceChannel } from './useDeviceChannel';
import { useResync } from './useResync';
import { useUserChannel } from './useUserChannel';

const ALPHA = 'DRA-100001';
const BETA = 'DRB-100002';

function signedIn(connection: FakeRealtimeConnection, children: ReactNode, token: string | null = 'tok-1') {
  return (
    <RealtimeProvider url="ws://broker.test/mqtt" userId={7} token={token} connection={connection}>
      {children}
    </RealtimeProvider>
  );
}

function ConnectionLabel() {
  return <p>Connection: {useConnectionState()}</p>;
}

function BatteryLabel({
  deviceId,
  onMessage,
}: {
  deviceId: string | null;
  onMessage?: (m: unknown) => void;
}) {
  const { battery } = useDeviceChannel(deviceId, onMessage);
  return <p>Battery: {battery === null ? 'unknown' : battery === '' ? 'blank' : String(battery)}</p>;
}

function UserTopicListener({ onMessage }: { onMessage: (message: UserRefreshMessage) => void }) {
  useUserChannel(7, onMessage);
  return null;
}

function ResyncListener({ onResync }: { onResync: () => void }) {
  useResync(onResync);
  return null;
}

describe('useConnectionState', () => {
  it('follows the connection state', () => {
    const connection = createFakeRealtimeConnection('connecting');
    render(signedIn(connection, <ConnectionLabel />));
    expect(screen.getByText('Connection: connecting')).toBeInTheDocument();

    act(() => connection.setState('online'));
    expect(screen.getByText('Connection: online')).toBeInTheDocument();
    act(() => connection.setState('offline'));
    expect(screen.getByText('Connection: offline')).toBeInTheDocument();
  });

  it('is idle when signed out and outside a provider', () => {
    const connection = createFakeRealtimeConnection('online');
    const { unmount } = render(signedIn(connection, <ConnectionLabel />, null));
    expect(screen.getByText('Connection: idle')).toBeInTheDocument();
    unmount();
    render(<ConnectionLabel />);
    expect(screen.getByText('Connection: idle')).toBeInTheDocument();
  });
});

describe('useDeviceChannel', () => {
  it('shows the battery the device publishes, and ignores values that are not a battery', () => {
    const connection = createFakeRealtimeConnection();
    render(signedIn(connection, <BatteryLabel deviceId={ALPHA} />));
    expect(screen.getByText('Battery: unknown')).toBeInTheDocument();
    expect(connection.activeTopics()).toEqual([topics.deviceApp(ALPHA)]);

    act(() => connection.emit(topics.deviceApp(ALPHA), { value: 42 }));
    expect(screen.getByText('Battery: 42')).toBeInTheDocument();
    act(() => connection.emit(topics.deviceApp(ALPHA), { value: 'charging' }));
    expect(screen.getByText('Battery: charging')).toBeInTheDocument();
    act(() => connection.emit(topics.deviceApp(ALPHA), { value: '' }));
    expect(screen.getByText('Battery: blank')).toBeInTheDocument();

    act(() => connection.emit(topics.deviceApp(ALPHA), { value: 140 }));
    act(() => connection.emit(topics.deviceApp(BETA), { value: 5 }));
    expect(screen.getByText('Battery: blank')).toBeInTheDocument();
  });

  it('gives every message of the device to onMessage, battery or not', () => {
    const connection = createFakeRealtimeConnection();
    const onMessage = vi.fn();
    render(signedIn(connection, <BatteryLabel deviceId={ALPHA} onMessage={onMessage} />));
    const scanUpdate = { module: 'scan', result: { unique_id: 'S-1', value: 'Completed' } };

    act(() => connection.emit(topics.deviceApp(ALPHA), scanUpdate));
    act(() => connection.emit(topics.deviceApp(ALPHA), { value: 80 }));
    expect(onMessage.mock.calls).toEqual([[scanUpdate], [{ value: 80 }]]);
    expect(screen.getByText('Battery: 80')).toBeInTheDocument();
  });

  it('does not resubscribe when the callback changes, and calls the newest one', () => {
    const connection = createFakeRealtimeConnection();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(signedIn(connection, <BatteryLabel deviceId={ALPHA} onMessage={first} />));
    rerender(signedIn(connection, <BatteryLabel deviceId={ALPHA} onMessage={second} />));
    rerender(
      signedIn(connection, <BatteryLabel deviceId={ALPHA} onMessage={(message) => second(message)} />),
    );

    act(() => connection.emit(topics.deviceApp(ALPHA), { value: 12 }));
    expect(connection.subscribeCalls).toEqual([topics.deviceApp(ALPHA)]);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ value: 12 });
  });

  it('moves to the new device topic and forgets the previous battery when the device changes', () => {
    const connection = createFakeRealtimeConnection();
    const { rerender } = render(signedIn(connection, <BatteryLabel deviceId={ALPHA} />));
    act(() => connection.emit(topics.deviceApp(ALPHA), { value: 42 }));

    rerender(signedIn(connection, <BatteryLabel deviceId={BETA} />));
    expect(connection.activeTopics()).toEqual([topics.deviceApp(BETA)]);
    expect(screen.getByText('Battery: unknown')).toBeInTheDocument();
    act(() => connection.emit(topics.deviceApp(BETA), { value: 7 }));
    expect(screen.getByText('Battery: 7')).toBeInTheDocument();

    rerender(signedIn(connection, <BatteryLabel deviceId={null} />));
    expect(connection.activeTopics()).toEqual([]);
    expect(screen.getByText('Battery: unknown')).toBeInTheDocument();
  });

  it('unsubscribes on unmount', () => {
    const connection = createFakeRealtimeConnection();
    const onMessage = vi.fn();
    const { unmount } = render(signedIn(connection, <BatteryLabel deviceId={ALPHA} onMessage={onMessage} />));
    unmount();
    expect(connection.activeTopics()).toEqual([]);
    connection.emit(topics.deviceApp(ALPHA), { value: 3 });
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('useUserChannel', () => {
  it("passes the user topic's refresh messages on and ignores other shapes", () => {
    const connection = createFakeRealtimeConnection();
    const onMessage = vi.fn();
    render(signedIn(connection, <UserTopicListener onMessage={onMessage} />));
    expect(connection.activeTopics()).toEqual([topics.userApp(7)]);

    act(() => connection.emit(topics.userApp(7), { module: 'notifications' }));
    act(() => connection.emit(topics.userApp(7), { module: 'weather' }));
    act(() => connection.emit(topics.userApp(7), { value: 40 }));
    expect(onMessage.mock.calls).toEqual([[{ module: 'notifications' }]]);
  });
});

describe('useResync', () => {
  it('calls the newest callback after a reconnect', () => {
    const connection = createFakeRealtimeConnection();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(signedIn(connection, <ResyncListener onResync={first} />));
    rerender(signedIn(connection, <ResyncListener onResync={second} />));
    act(() => connection.resync());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('RealtimeProvider', () => {
  it('drops every subscription and goes idle on sign-out', () => {
    const connection = createFakeRealtimeConnection();
    const onMessage = vi.fn();
    const tree = (token: string | null) =>
      signedIn(
        connection,
        <>
          <ConnectionLabel />
          <BatteryLabel deviceId={ALPHA} onMessage={onMessage} />
        </>,
        token,
      );
    const { rerender } = render(tree('tok-1'));
    expect(screen.getByText('Connection: online')).toBeInTheDocument();

    rerender(tree(null));
    expect(screen.getByText('Connection: idle')).toBeInTheDocument();
    expect(connection.activeTopics()).toEqual([]);
    connection.emit(topics.deviceApp(ALPHA), { value: 3 });
    expect(onMessage).not.toHaveBeenCalled();
    expect(connection.released).toBe(false); // an injected connection belongs to whoever injected it
  });

  it('tells the connection when the token changes, so a refused connection can try again', () => {
    const connection = createFakeRealtimeConnection('unauthorized');
    const { rerender } = render(signedIn(connection, <ConnectionLabel />, 'tok-1'));
    rerender(signedIn(connection, <ConnectionLabel />, 'tok-1'));
    expect(connection.credentialsChangedCalls).toBe(0);
    rerender(signedIn(connection, <ConnectionLabel />, 'tok-2'));
    expect(connection.credentialsChangedCalls).toBe(1);
  });
});
