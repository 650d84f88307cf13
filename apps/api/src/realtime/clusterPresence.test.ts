import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createClusterPresence, type ClusterPresence } from './clusterPresence';
import { waitFor } from '../test/mqttClients';
import { redisAnswers } from '../test/redisProbe';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEARTBEAT_MS = 100;

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`clusterPresence.test.ts skipped: no Redis answers at ${REDIS_URL}`);

describe.skipIf(!redisUp)('gateway presence shared between nodes', () => {
  const key = `drisk-presence-test-${randomBytes(6).toString('hex')}`;
  const open: ClusterPresence[] = [];

  /** A node holding the gateways in `devices`, announcing each change as the broker does. */
  async function node(name: string, devices = new Set<string>()) {
    const presence = await createClusterPresence({
      redisUrl: REDIS_URL,
      key,
      nodeId: `${name}-${randomBytes(3).toString('hex')}`,
      localDevices: () => devices,
      log: pino({ level: 'silent' }),
      heartbeatMs: HEARTBEAT_MS,
    });
    open.push(presence);
    return {
      presence,
      hold(device: string, ready: boolean) {
        if (ready) devices.add(device);
        else devices.delete(device);
        presence.announce(device, ready);
      },
    };
  }

  afterEach(async () => {
    await Promise.all(open.splice(0).map((presence) => presence.close()));
  });

  it("tells each node of the others' gateways as they come and go, and forgets a node that closes", async () => {
    const a = await node('a');
    const b = await node('b');
    a.hold('DRA-100001', true);
    await waitFor(() => b.presence.isReadyElsewhere('DRA-100001'), 2_000, 'node b to hear of the gateway');
    expect(a.presence.isReadyElsewhere('DRA-100001')).toBe(false);

    a.hold('DRA-100001', false);
    await waitFor(() => !b.presence.isReadyElsewhere('DRA-100001'), 2_000, 'node b to hear it left');

    a.hold('DRB-100002', true);
    await waitFor(() => b.presence.isReadyElsewhere('DRB-100002'), 2_000, 'the second gateway');
    await a.presence.close();
    await waitFor(() => !b.presence.isReadyElsewhere('DRB-100002'), 2_000, "node a's goodbye");
  });

  it('gives a node that starts later the gateways held already', async () => {
    const a = await node('a', new Set(['DRS-100003']));
    const late = await node('late');
    await waitFor(() => late.presence.isReadyElsewhere('DRS-100003'), 2_000, 'the snapshot of node a');
    expect(a.presence.isReadyElsewhere('DRS-100003')).toBe(false);
  });

  it('forgets the gateways of a node that falls silent (killed, without a goodbye) after three heartbeats', async () => {
    const b = await node('b');
    const killed = new Redis(REDIS_URL);
    await killed.publish(
      `${key}/presence`,
      JSON.stringify({ node: 'killed', kind: 'snapshot', devices: ['DRA-100001'] }),
    );
    killed.disconnect();
    await waitFor(() => b.presence.isReadyElsewhere('DRA-100001'), 2_000, "the killed node's last snapshot");
    const heardAt = Date.now();
    await waitFor(() => !b.presence.isReadyElsewhere('DRA-100001'), 2_000, 'node b to forget it');
    expect(Date.now() - heardAt).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS);
  });

  it('ignores what is not a presence message', async () => {
    const b = await node('b');
    const stranger = new Redis(REDIS_URL);
    await stranger.publish(`${key}/presence`, 'not json');
    await stranger.publish(`${key}/presence`, JSON.stringify({ kind: 'snapshot' }));
    stranger.disconnect();
    const a = await node('a');
    a.hold('DRA-100001', true);
    await waitFor(
      () => b.presence.isReadyElsewhere('DRA-100001'),
      2_000,
      'a real message after the bad ones',
    );
  });
});
