import { describe, expect, it } from 'vitest';
import type { RouteName } from '@drisk/contract';
import { DASHBOARD_PATH, screenPath } from '@drisk/contract/client';
import type { ApiClient } from '@drisk/data-provider';
import { startShellCalls } from './startupCalls';
import { EMPTY_SESSION, type StoredSession } from '../session/sessionStore';
import { ALPHA, OWNER } from '../test/demoData';

const SIGNED_IN: StoredSession = {
  token: 'tok',
  user: OWNER,
  connectedDevice: ALPHA,
  twoFactorSetupRequired: false,
};

function start(session: StoredSession, pathname: string, currentToken = () => session.token) {
  const asked: RouteName[] = [];
  const call = ((name: RouteName) => {
    asked.push(name);
    return Promise.resolve({ statusCode: 200, message: 'OK', result: name });
  }) as ApiClient['call'];
  return { asked, calls: startShellCalls(call, session, pathname, currentToken) };
}

describe('startShellCalls', () => {
  it('asks for the devices, the broker and the bell when a signed-in page opens under /dashboard', () => {
    const shellCalls = ['getAllDriskDevices', 'realtimeConfig', 'getNotificationCount'];
    expect(start(SIGNED_IN, screenPath('home')).asked).toEqual(shellCalls);
    expect(start(SIGNED_IN, DASHBOARD_PATH).asked).toEqual(shellCalls);
  });

  it('asks nothing signed out, outside /dashboard, or while a second factor must be set up', () => {
    expect(start(EMPTY_SESSION, screenPath('home')).asked).toEqual([]);
    expect(start(SIGNED_IN, screenPath('signIn')).asked).toEqual([]);
    expect(start(SIGNED_IN, `${DASHBOARD_PATH}s`).asked).toEqual([]);
    expect(start({ ...SIGNED_IN, twoFactorSetupRequired: true }, screenPath('home')).asked).toEqual([]);
  });

  it('hands each reply over once', async () => {
    const { calls } = start(SIGNED_IN, screenPath('home'));
    await expect(calls.take('realtimeConfig')).resolves.toMatchObject({ result: 'realtimeConfig' });
    expect(calls.take('realtimeConfig')).toBeUndefined();
    expect(calls.take('getAllDriskDevices')).toBeDefined();
  });

  it('hands nothing over to another session (signed out and in again meanwhile)', () => {
    let token: string | null = 'tok';
    const { calls } = start(SIGNED_IN, screenPath('home'), () => token);
    token = 'new';
    expect(calls.take('getAllDriskDevices')).toBeUndefined();
    token = 'tok';
    // Taken (and dropped) already: a reply made for a session is never kept for a later one.
    expect(calls.take('getAllDriskDevices')).toBeUndefined();
  });
});
