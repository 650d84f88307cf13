import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, type RealtimeConnectOptions } from '../connection/RealtimeConnection';
import {
  createFakeRealtimeConnection,
  type FakeRealtimeConnection,
} from '../testing/createFakeRealtimeConnection';
import { RealtimeProvider } from './RealtimeProvider';
import { useConnectionState } from './useConnectionState';

// The provider's own connection: stand a fake in for connectRealtime and look at what it is asked for.
vi.mock('../connection/RealtimeConnection', () => ({ connectRealtime: vi.fn() }));

const opened: { options: RealtimeConnectOptions; connection: FakeRealtimeConnection }[] = [];

beforeEach(() => {
  opened.length = 0;
  vi.mocked(connectRealtime).mockImplementation((options) => {
    const connection = createFakeRealtimeConnection('connecting');
    opened.push({ options, connection });
    return connection;
  });
});

function ConnectionLabel() {
  return <p>Connection: {useConnectionState()}</p>;
}

const app = (userId: number | null, token: string | null, url = 'ws://broker.test:8083/mqtt') => (
  <RealtimeProvider url={url} userId={userId} token={token}>
    <ConnectionLabel />
  </RealtimeProvider>
);

describe('RealtimeProvider connection', () => {
  it('opens nothing while signed out', () => {
    render(app(null, null));
    render(app(7, null));
    render(app(null, 'tok-1'));
    expect(connectRealtime).not.toHaveBeenCalled();
    expect(screen.getAllByText('Connection: idle')).toHaveLength(3);
  });

  it('connects as the user with the token as password, and reads the newest token at each attempt', () => {
    const { rerender } = render(app(7, 'tok-1'));
    expect(opened).toHaveLength(1);
    const [{ options, connection }] = opened;
    expect(options).toMatchObject({ url: 'ws://broker.test:8083/mqtt', username: '7' });
    expect(options.getPassword()).toBe('tok-1');
    expect(screen.getByText('Connection: connecting')).toBeInTheDocument();

    rerender(app(7, 'tok-2'));
    expect(opened).toHaveLength(1); // a refreshed token keeps the connection
    expect(options.getPassword()).toBe('tok-2');
    expect(connection.credentialsChangedCalls).toBe(1);
  });

  it('releases the connection on sign-out, on a change of user and on unmount', () => {
    const { rerender, unmount } = render(app(7, 'tok-1'));
    rerender(app(null, null));
    expect(opened[0].connection.released).toBe(true);
    expect(screen.getByText('Connection: idle')).toBeInTheDocument();

    rerender(app(8, 'tok-8'));
    rerender(app(9, 'tok-9'));
    expect(opened.map((entry) => entry.options.username)).toEqual(['7', '8', '9']);
    expect(opened[1].connection.released).toBe(true);
    expect(opened[2].connection.released).toBe(false);

    unmount();
    expect(opened[2].connection.released).toBe(true);
  });
});
