import { describe, expect, it } from 'vitest';
import type { RouteName } from '@drisk/contract';
import { DASHBOARD_PATH, screenPath } from '@drisk/contract/client';
import type { PrefetchedCalls } from './prefetchedCalls';
import { startShellCalls } from './startShellCalls';
import { EMPTY_SESSION, type StoredSession } from '../session/sessionStore';
import { ALPHA, OWNER } from '../test/demoData';

const SIGNED_IN: StoredSession = {
  token: 'tok',
  user: OWNER,
  connectedDevice: ALPHA,
  twoFactorSetupRequired: false,
};

function started(session: StoredSession, pathname: string): RouteName[] {
  const names: RouteName[] = [];
  const prefetched: PrefetchedCalls = {
    prefetch: (name) => void names.push(name),
    take: () => undefined,
  };
  startShellCalls(prefetched, session, pathname);
  return names;
}

describe('startShellCalls', () => {
  it('asks for the devices, the broker and the bell when a signed-in page opens under /dashboard', () => {
    const shellCalls = ['getAllDriskDevices', 'realtimeConfig', 'getNotificationCount'];
    expect(started(SIGNED_IN, screenPath('home'))).toEqual(shellCalls);
    expect(started(SIGNED_IN, DASHBOARD_PATH)).toEqual(shellCalls);
  });

  it('asks nothing signed out, outside /dashboard, or while a second factor must be set up', () => {
    expect(started(EMPTY_SESSION, screenPath('home'))).toEqual([]);
    expect(started(SIGNED_IN, screenPath('signIn'))).toEqual([]);
    expect(started(SIGNED_IN, `${DASHBOARD_PATH}s`)).toEqual([]);
    expect(started({ ...SIGNED_IN, twoFactorSetupRequired: true }, screenPath('home'))).toEqual([]);
  });
});
