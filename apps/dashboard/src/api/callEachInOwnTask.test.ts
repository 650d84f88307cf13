import { describe, expect, it } from 'vitest';
import type { RouteName } from '@drisk/contract';
import type { ApiClient } from '@drisk/data-provider';
import { callEachInOwnTask } from './callEachInOwnTask';

/** Turns handed out one by one: each call's request waits for its own. */
function turns() {
  const waiting: Array<() => void> = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    giveOne: async () => {
      waiting.shift()?.();
      // The continuation of the turn given runs before the test goes on.
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('callEachInOwnTask', () => {
  it('sends each request in a turn of its own, in the order asked, and hands each reply back', async () => {
    const sent: string[] = [];
    const call = ((name: RouteName, input?: unknown) => {
      sent.push(`${name} ${JSON.stringify(input)}`);
      return Promise.resolve({ statusCode: 200, message: 'OK', result: name });
    }) as ApiClient['call'];
    const turn = turns();
    const send = callEachInOwnTask(call, turn.next);

    const devices = send('getAllDriskDevices');
    const settings = send('getSettings', { body: { device_id: 'd1' } });
    expect(sent).toEqual([]);

    await turn.giveOne();
    expect(sent).toEqual(['getAllDriskDevices undefined']);
    await turn.giveOne();
    expect(sent).toEqual(['getAllDriskDevices undefined', 'getSettings {"body":{"device_id":"d1"}}']);
    await expect(devices).resolves.toMatchObject({ result: 'getAllDriskDevices' });
    await expect(settings).resolves.toMatchObject({ result: 'getSettings' });
  });

  it("passes a failed call's rejection on", async () => {
    const call = (() => Promise.reject(new Error('Network error'))) as ApiClient['call'];
    await expect(callEachInOwnTask(call)('realtimeConfig')).rejects.toThrow('Network error');
  });
});
