import { describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import type { RouteName } from '@drisk/contract';
import { DASHBOARD_PATH, screenPath } from '@drisk/contract/client';
import type { ApiClient } from '@drisk/data-provider';
import { startShellCalls } from './startupCalls';
import { OPENING_NETWORK, openingView, settingsRequest, usageRequest } from '../home/homeRequests';
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
  it('asks for the devices, the broker and the bell when a signed-in page opens under /dashboard', async () => {
    const shellCalls = ['getAllDriskDevices', 'realtimeConfig', 'getNotificationCount'];
    const home = start(SIGNED_IN, screenPath('home'));
    const elsewhere = start(SIGNED_IN, DASHBOARD_PATH);
    // Each is sent in a task of its own, after the one that started them.
    expect(home.asked).toEqual([]);
    await vi.waitFor(() => expect(home.asked.slice(0, 3)).toEqual(shellCalls));
    await vi.waitFor(() => expect(elsewhere.asked).toEqual(shellCalls));
  });

  it('asks nothing signed out, outside /dashboard, or while a second factor must be set up', async () => {
    const starts = [
      start(EMPTY_SESSION, screenPath('home')),
      start(SIGNED_IN, screenPath('signIn')),
      start(SIGNED_IN, `${DASHBOARD_PATH}s`),
      start({ ...SIGNED_IN, twoFactorSetupRequired: true }, screenPath('home')),
    ];
    // Time for calls sent in later tasks, had any been started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const { asked } of starts) expect(asked).toEqual([]);
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

  it('starts the calls Home opens with when Home opens with the device the session keeps, each taken once for its input', async () => {
    const { asked, calls } = start(SIGNED_IN, screenPath('home'));
    const homeCalls = ['getDashboardGraph', 'getDashboardData', 'getSettings'];
    await vi.waitFor(() => expect(asked.slice(3)).toEqual(homeCalls));
    const usage = JSON.stringify(usageRequest(ALPHA.device_id, openingView(dayjs()), OPENING_NETWORK));
    await expect(calls.takeScreenCall('getDashboardGraph', usage)).resolves.toMatchObject({
      result: 'getDashboardGraph',
    });
    expect(calls.takeScreenCall('getDashboardGraph', usage)).toBeUndefined();
    // Another view's input is not what was asked.
    const week = JSON.stringify(
      usageRequest(ALPHA.device_id, { ...openingView(dayjs()), period: 'weekly' }, 'LAN'),
    );
    expect(calls.takeScreenCall('getDashboardData', week)).toBeUndefined();
    expect(
      calls.takeScreenCall('getSettings', JSON.stringify(settingsRequest(ALPHA.device_id))),
    ).toBeDefined();
  });

  it("starts none of Home's calls on another screen or without a kept connected device", async () => {
    const elsewhere = start(SIGNED_IN, screenPath('access'));
    const noDevice = start({ ...SIGNED_IN, connectedDevice: null }, screenPath('home'));
    // Home's calls would follow the import of its code: give it the time to.
    await import('../home/homeRequests');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(elsewhere.asked).toHaveLength(3);
    expect(noDevice.asked).toHaveLength(3);
  });
});
