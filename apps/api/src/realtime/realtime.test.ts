import { MQTT_QOS, SERVER, topics } from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../config';
import { sessions, userDevices, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import {
  collect,
  connectFakeGateway,
  connectMqtt,
  trySubscribe,
  waitFor,
  type FakeGateway,
} from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
const open: Array<MqttClient | FakeGateway> = [];
const track = <T extends MqttClient | FakeGateway>(client: T) => (open.push(client), client);

beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
});
afterEach(async () => {
  await Promise.all(
    open.splice(0).map((client) => ('commands' in client ? client.close() : client.endAsync(true))),
  );
});
afterAll(() => server?.close());

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

async function signedInClient(email: string, password: string) {
  const token = await server.login(email, password);
  const id = await userId(email);
  return { id, token, client: track(await connectMqtt(server, String(id), token)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('browser connections', () => {
  it('accepts a user with its user_id and a live session token', async () => {
    const { client } = await signedInClient('owner@example.com', 'Owner#12345');
    expect(client.connected).toBe(true);
  });

  it('refuses a revoked token, a token of another user and a made-up token', async () => {
    const token = await server.login('guest@example.com', 'Guest#12345');
    const guestId = await userId('guest@example.com');
    const ownerId = await userId('owner@example.com');
    await expect(connectMqtt(server, String(ownerId), token)).rejects.toThrow(
      /Bad username or password|Not authorized/i,
    );
    await expect(connectMqtt(server, String(guestId), 'x'.repeat(43))).rejects.toThrow();

    const logout = await server.call('user/logout', { method: 'POST', token, body: {} });
    expect(logout.status).toBe(200);
    await expect(connectMqtt(server, String(guestId), token)).rejects.toThrow(/Bad username or password/i);
  });

  it('closes, at the periodic sweep, the connection of a browser whose session expired', async () => {
    const { token, client } = await signedInClient('guest@example.com', 'Guest#12345');
    const other = await signedInClient('guest@example.com', 'Guest#12345');
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    // Expiry is no write anybody reports: only the sweep notices it.
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await server.app.realtime.sweepSessions()).toBe(1);
    await closed;
    // The other tab's session is still live: its connection stays.
    expect(other.client.connected).toBe(true);
  });

  it('closes the connection of a browser at once when its user signs out (no sweep needed)', async () => {
    const { token, client } = await signedInClient('admin@example.com', 'Admin#12345');
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const logout = await server.call('user/logout', { method: 'POST', token, body: {} });
    expect(logout.status).toBe(200);
    await closed;
  });

  it('closes the connection of a user removed from a device, who then cannot subscribe to it again', async () => {
    const guest = await signedInClient('guest@example.com', 'Guest#12345');
    const owner = await signedInClient('owner@example.com', 'Owner#12345');
    const topic = topics.deviceApp('DRA-100001');
    expect(await trySubscribe(guest.client, topic)).toBe(true);
    expect(await trySubscribe(owner.client, topic)).toBe(true);
    const mapping = and(eq(userDevices.userId, guest.id), eq(userDevices.deviceId, 'DRA-100001'));
    const [row] = await server.db.select().from(userDevices).where(mapping);
    await server.db.delete(userDevices).where(mapping);
    try {
      const closed = new Promise<void>((resolve) => guest.client.once('close', () => resolve()));
      // A route that removes a member reports it, as here; that re-checks the user's connections at once.
      server.app.versions.userChanged(guest.id);
      await closed;
      const again = track(await connectMqtt(server, String(guest.id), guest.token));
      expect(await trySubscribe(again, topic)).toBe(false);
      // Nobody else loses anything: the owner's connection is left alone by the sweep too.
      expect(await server.app.realtime.sweepSessions()).toBe(0);
      expect(owner.client.connected).toBe(true);
    } finally {
      const { id: _id, ...restored } = row;
      await server.db.insert(userDevices).values(restored);
    }
  });

  it('lets a user subscribe to its own topic and its devices, and to nothing else', async () => {
    const { id, client } = await signedInClient('owner@example.com', 'Owner#12345');
    const soloId = await userId('solo@example.com');
    expect(await trySubscribe(client, topics.userApp(id))).toBe(true);
    expect(await trySubscribe(client, topics.deviceApp('DRA-100001'))).toBe(true);
    expect(await trySubscribe(client, topics.fileStructureResponse('DRB-100002'))).toBe(true);
    expect(await trySubscribe(client, topics.userApp(soloId))).toBe(false);
    expect(await trySubscribe(client, topics.deviceApp('DRS-100003'))).toBe(false);
    expect(await trySubscribe(client, '+/device/app')).toBe(false);
    expect(await trySubscribe(client, '#')).toBe(false);
    expect(await trySubscribe(client, topics.gatewayCommand('DRA-100001'))).toBe(false);
    expect(await trySubscribe(client, topics.gatewayTelemetry('DRA-100001'))).toBe(false);
    // Still connected: a refused subscription is a negated grant, not a disconnect.
    expect(client.connected).toBe(true);
  });

  it("delivers a gateway's device message to the owner but not to another user who asks for it", async () => {
    const owner = await signedInClient('owner@example.com', 'Owner#12345');
    const solo = await signedInClient('solo@example.com', 'Solo#12345');
    const topic = topics.deviceApp('DRA-100001');
    const ownerGot = collect(owner.client, topic);
    const soloGot = collect(solo.client, topic);
    expect(await trySubscribe(owner.client, topic)).toBe(true);
    expect(await trySubscribe(solo.client, topic)).toBe(false);

    const gateway = track(await connectFakeGateway(server, 'DRA-100001'));
    await gateway.client.publishAsync(topic, JSON.stringify({ value: 42 }), { qos: MQTT_QOS });
    await waitFor(() => ownerGot.length > 0, 5_000, 'the owner to get the battery');
    await pause(300);
    expect(ownerGot).toEqual([{ value: 42 }]);
    expect(soloGot).toEqual([]);
  });

  it('closes a browser that publishes to a gateway command topic, and the gateway gets nothing', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRA-100001'));
    await waitFor(() => gateway.commands.length > 0, 5_000, 'sync_state');
    const before = gateway.commands.length;
    const { client } = await signedInClient('owner@example.com', 'Owner#12345');
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(topics.gatewayCommand('DRA-100001'), JSON.stringify({ type: 'unblock_endpoint' }), {
      qos: 1,
    });
    await closed;
    await pause(200);
    expect(gateway.commands.length).toBe(before);
  });

  it('lets a browser publish a file-structure request only to its own devices', async () => {
    const { client } = await signedInClient('owner@example.com', 'Owner#12345');
    await client.publishAsync(topics.fileStructureRequest('DRA-100001'), '{}', { qos: 1 });
    expect(client.connected).toBe(true);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(topics.fileStructureRequest('DRS-100003'), '{}', { qos: 1 });
    await closed;
  });
});

describe('gateway connections', () => {
  it('refuses a wrong secret and an unknown device', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRB-100002'));
    await expect(connectMqtt(server, 'DRB-100002', `${gateway.secret}x`)).rejects.toThrow(
      /Bad username or password/i,
    );
    await expect(connectMqtt(server, 'NOPE-000000', gateway.secret)).rejects.toThrow(
      /Bad username or password/i,
    );
  });

  it('may subscribe only to its own command topic, and publish only its own topics', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRB-100002'));
    expect(await trySubscribe(gateway.client, topics.gatewayCommand('DRA-100001'))).toBe(false);
    expect(await trySubscribe(gateway.client, topics.deviceApp('DRB-100002'))).toBe(false);
    expect(await trySubscribe(gateway.client, topics.fileStructureRequest('DRB-100002'))).toBe(true);
    const closed = new Promise<void>((resolve) => gateway.client.once('close', () => resolve()));
    gateway.client.publish(topics.gatewayTelemetry('DRA-100001'), '{}', { qos: 1 });
    await closed;
  });

  it('gets its stored state (sync_state) as soon as it has subscribed', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRA-100001'));
    await waitFor(() => gateway.commands.some((c) => c.type === 'sync_state'), 5_000, 'sync_state');
    const sync = gateway.commands.find((c) => c.type === 'sync_state');
    if (sync?.type !== 'sync_state') throw new Error('no sync_state');
    expect(sync.payload.settings.device_id).toBe('DRA-100001');
    expect(sync.payload.settings.auto_block).toBe(1);
    expect(sync.payload.parental?.device_id).toBe('DRA-100001');
    expect(sync.payload.endpoints?.length).toBeGreaterThan(0);
    expect(server.app.gateways.isOnline('DRA-100001')).toBe(true);
  });
});

describe('app.gateways.sendCommand', () => {
  it("resolves with the gateway's ack", async () => {
    const gateway = track(
      await connectFakeGateway(server, 'DRS-100003', (command) =>
        command.type === 'block_endpoint'
          ? { ok: true, message: 'Blocked', result: { until: null } }
          : { ok: true, message: 'Done' },
      ),
    );
    const ack = await server.app.gateways.sendCommand('DRS-100003', {
      type: 'block_endpoint',
      payload: { mac_address: 'AA:BB:CC:00:00:01', interval: 'Permanent' },
    });
    expect(ack).toMatchObject({
      ok: true,
      message: 'Blocked',
      device_id: 'DRS-100003',
      result: { until: null },
    });
    const sent = gateway.commands.find((c) => c.type === 'block_endpoint');
    expect(sent?.command_id).toBe(ack.command_id);
  });

  it('rejects with 400 and the gateway message when the gateway refuses', async () => {
    track(
      await connectFakeGateway(server, 'DRS-100003', () => ({
        ok: false,
        message: 'Incorrect Wi-Fi password',
      })),
    );
    const sending = server.app.gateways.sendCommand('DRS-100003', {
      type: 'connect_wifi',
      payload: { ssid: 'Cafe', password: 'wrong-password', bssid: '00:11:22:33:44:55' },
    });
    await expect(sending).rejects.toMatchObject({ statusCode: 400, message: 'Incorrect Wi-Fi password' });
  });

  it('rejects with 504 when the gateway does not answer in time, and at once when it is offline', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRS-100003', () => null));
    const started = Date.now();
    const silent = server.app.gateways.sendCommand(
      'DRS-100003',
      { type: 'scan_wifi', payload: {} },
      { timeoutMs: 300 },
    );
    await expect(silent).rejects.toBeInstanceOf(HttpError);
    await expect(silent).rejects.toMatchObject({ statusCode: 504, message: SERVER.gatewayTimeout });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await gateway.close();
    await waitFor(() => !server.app.gateways.isOnline('DRS-100003'), 5_000, 'the gateway to be offline');
    await expect(
      server.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} }),
    ).rejects.toMatchObject({
      statusCode: 504,
    });
  });

  it('waits for a gateway that has connected but not yet subscribed, instead of sending to nobody', async () => {
    const gateway = track(await connectFakeGateway(server, 'DRS-100003', undefined, { subscribe: false }));
    await pause(50); // the broker counts a connection just after its CONNACK is on the way
    const sending = server.app.gateways.sendCommand(
      'DRS-100003',
      { type: 'scan_wifi', payload: {} },
      { timeoutMs: 3_000 },
    );
    // Just after a reconnection: connected, its SUBSCRIBE still on the way.
    await pause(300);
    expect(server.app.gateways.isOnline('DRS-100003')).toBe(false);
    await gateway.subscribe();
    await expect(sending).resolves.toMatchObject({ ok: true, device_id: 'DRS-100003' });
    expect(gateway.commands.map((command) => command.type)).toEqual(['scan_wifi']);
  });

  it('gives up on a gateway that connects but never subscribes, within the command time', async () => {
    track(await connectFakeGateway(server, 'DRS-100003', undefined, { subscribe: false }));
    await pause(50);
    const started = Date.now();
    await expect(
      server.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} }, { timeoutMs: 400 }),
    ).rejects.toMatchObject({ statusCode: 504, message: SERVER.gatewayTimeout });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('counts a gateway whose persistent session brought its subscription back as ready, without a SUBSCRIBE', async () => {
    const first = await connectFakeGateway(server, 'DRS-100003', undefined, { clean: false });
    await first.close();
    await waitFor(() => !server.app.gateways.isOnline('DRS-100003'), 5_000, 'the gateway to be offline');
    const again = track(
      await connectFakeGateway(server, 'DRS-100003', undefined, { clean: false, subscribe: false }),
    );
    await waitFor(() => server.app.gateways.isOnline('DRS-100003'), 5_000, 'the restored session to count');
    await expect(
      server.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} }, { timeoutMs: 3_000 }),
    ).resolves.toMatchObject({ ok: true });
    expect(again.commands.map((command) => command.type)).toEqual(['scan_wifi']);
  });

  it('ignores an ack from another device for the same command id', async () => {
    const commandTopic = topics.gatewayCommand('DRS-100003');
    const target = track(await connectFakeGateway(server, 'DRS-100003', () => null));
    const impostor = track(await connectFakeGateway(server, 'DRB-100002', () => null));
    target.client.on('message', (topic, payload) => {
      if (topic !== commandTopic) return;
      const command = JSON.parse(payload.toString()) as { command_id: string };
      const ack = {
        command_id: command.command_id,
        device_id: 'DRB-100002',
        ok: true,
        message: 'fake',
        ts: Date.now(),
      };
      impostor.client.publish(topics.gatewayCommandAck('DRB-100002'), JSON.stringify(ack), { qos: MQTT_QOS });
    });
    await expect(
      server.app.gateways.sendCommand('DRS-100003', { type: 'scan_wifi', payload: {} }, { timeoutMs: 500 }),
    ).rejects.toMatchObject({ statusCode: 504 });
  });
});

describe('publishToUser', () => {
  it("reaches the user's open apps on {user_id}/device/app", async () => {
    const { id, client } = await signedInClient('admin@example.com', 'Admin#12345');
    const got = collect(client, topics.userApp(id));
    expect(await trySubscribe(client, topics.userApp(id))).toBe(true);
    await server.app.gateways.publishToUser(id, { module: 'devices' });
    await waitFor(() => got.length > 0, 5_000, 'the user message');
    expect(got).toEqual([{ module: 'devices' }]);
  });
});

describe('realtime/config', () => {
  it('tells browsers the broker URL on the host they used', async () => {
    const reply = await server.call<{ ws_url: string }>('realtime/config');
    expect(reply.status).toBe(200);
    expect(reply.body.result.ws_url).toBe(server.mqttUrl);
  });

  it("tells browsers the map tiles of the api's configuration (MAP_TILE_URL)", async () => {
    const reply = await server.call<{ map_tile_url: string; map_tile_attribution: string }>(
      'realtime/config',
    );
    expect(reply.body.result).toMatchObject({
      map_tile_url: DEFAULT_MAP_TILE_URL,
      map_tile_attribution: DEFAULT_MAP_TILE_ATTRIBUTION,
    });
  });
});
