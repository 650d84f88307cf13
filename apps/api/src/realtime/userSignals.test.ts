import { topics } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_ENDPOINTS } from '../db/seed/demoEndpoints';
import { collect, connectFakeGateway, connectMqtt, trySubscribe, waitFor } from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';

/** Calls that change what a user sees tell that user's open apps to refetch ({user_id}/device/app). */
let server: TestServer;
const open: MqttClient[] = [];

beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.endAsync(true)));
});
afterAll(() => server?.close());

async function listen(email: string, password: string) {
  const token = await server.login(email, password);
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const client = await connectMqtt(server, String(row.id), token);
  open.push(client);
  const signals = collect(client, topics.userApp(row.id));
  expect(await trySubscribe(client, topics.userApp(row.id))).toBe(true);
  return { token, signals };
}

describe('refetch signals on the user topic', () => {
  it("a device switch tells the user's other open apps to refetch the devices", async () => {
    const { token, signals } = await listen('owner@example.com', 'Owner#12345');
    const reply = await server.call('device/updateDeviceConnectionStatus', {
      method: 'POST',
      token,
      body: { device_id: 'DRB-100002' },
    });
    expect(reply.status).toBe(200);
    await waitFor(() => signals.length > 0, 5_000, 'the devices signal');
    expect(signals).toEqual([{ module: 'devices' }]);
  });

  it("an invitation to an existing user tells the invitee's apps to refetch the notifications", async () => {
    const solo = await listen('solo@example.com', 'Solo#12345');
    const ownerToken = await server.login('owner@example.com', 'Owner#12345');
    const reply = await server.call('user/inviteUser', {
      method: 'POST',
      token: ownerToken,
      body: { email_address: 'solo@example.com', userType: 'Guest', device_id: 'DRA-100001' },
    });
    expect(reply.status).toBe(200);
    await waitFor(() => solo.signals.length > 0, 5_000, 'the notifications signal');
    expect(solo.signals).toEqual([{ module: 'notifications' }]);

    // Accepting it adds the device: the invitee's open apps refetch their devices.
    const list = await server.call<{
      records: Array<{ notification_id: number; device_id: string; status: string }>;
    }>('user/getNotification?page=1&page_size=20', { token: solo.token });
    const invite = list.body.result.records.find(
      (n) => n.device_id === 'DRA-100001' && n.status === 'Pending',
    );
    expect(invite).toBeDefined();
    const answer = await server.call('user/updateNotificationStatus', {
      method: 'POST',
      token: solo.token,
      body: { id: invite!.notification_id, status: 'Accepted', device_id: 'DRA-100001' },
    });
    expect(answer.status).toBe(200);
    await waitFor(() => solo.signals.length > 1, 5_000, 'the devices signal');
    expect(solo.signals[1]).toEqual({ module: 'devices' });
  });

  it("answering a new-device question tells the device's other managers to refetch their notifications", async () => {
    // An auto-blocked endpoint asks the owner and the admin.
    const gateway = await connectFakeGateway(server, 'DRA-100001');
    open.push(gateway.client);
    const before = server.app.telemetry.stats.received;
    const mac = 'C0:FF:EE:00:00:01';
    await gateway.publishTelemetry({
      events: [
        {
          type: 'auto_blocked',
          mac_address: mac,
          name: 'Stranger',
          ip_address: '192.168.8.99',
          at: Date.now(),
        },
      ],
    });
    await waitFor(() => server.app.telemetry.stats.received > before, 5_000, 'the telemetry');
    await server.app.telemetry.flush();

    const admin = await listen('admin@example.com', 'Admin#12345');
    const ownerToken = await server.login('owner@example.com', 'Owner#12345');
    const list = await server.call<{
      records: Array<{ notification_id: number; device_id: string; status: string; message: string }>;
    }>('user/getNotification?page=1&page_size=50', { token: ownerToken });
    const question = list.body.result.records.find((n) => n.message.includes(mac) && n.status === 'Pending');
    expect(question).toBeDefined();
    // Reject keeps the endpoint blocked and needs nothing from the gateway.
    const answer = await server.call('user/updateNotificationStatus', {
      method: 'POST',
      token: ownerToken,
      body: { id: question!.notification_id, status: 'Rejected', device_id: 'DRA-100001' },
    });
    expect(answer.status).toBe(200);
    await waitFor(() => admin.signals.length > 0, 5_000, 'the notifications signal');
    expect(admin.signals).toEqual([{ module: 'notifications' }]);
  });

  it("a block and an unblock tell the apps of the gateway's other users to refetch, so Home shows it at once", async () => {
    const gateway = await connectFakeGateway(server, 'DRA-100001');
    open.push(gateway.client);
    const admin = await listen('admin@example.com', 'Admin#12345');
    const ownerToken = await server.login('owner@example.com', 'Owner#12345');
    const body = { device_id: 'DRA-100001', mac_address: DEMO_ENDPOINTS[0].mac };
    const blocked = await server.call('user/denyDevice', {
      method: 'POST',
      token: ownerToken,
      body: { ...body, interval: '15 Minutes' },
    });
    expect(blocked.status).toBe(200);
    await waitFor(() => admin.signals.length > 0, 5_000, 'the devices signal after the block');
    expect(admin.signals).toEqual([{ module: 'devices' }]);

    const unblocked = await server.call('user/unblockIOT', { method: 'POST', token: ownerToken, body });
    expect(unblocked.status).toBe(200);
    await waitFor(() => admin.signals.length > 1, 5_000, 'the devices signal after the unblock');
    expect(admin.signals).toEqual([{ module: 'devices' }, { module: 'devices' }]);
  });

  it("a new scan tells the apps of the gateway's other users to load their scan list again", async () => {
    const admin = await listen('admin@example.com', 'Admin#12345');
    const ownerToken = await server.login('owner@example.com', 'Owner#12345');
    const [endpoint] = DEMO_ENDPOINTS;
    const day = 86_400_000;
    const created = await server.call('user/createVulnerabilityScan', {
      method: 'POST',
      token: ownerToken,
      body: {
        device_id: 'DRA-100001',
        scan_name: 'Signalled scan',
        scan_config: 'discovery',
        schedule: {
          run_from: Date.now() - day,
          run_until: Date.now() + 30 * day,
          time_zone: 'UTC',
          recurrence: {
            pattern: {
              type: 'weekly',
              interval: 1,
              days_of_week: [{ day: 'monday' }],
              days_of_month: [],
              months_of_year: [],
            },
          },
        },
        devices: [{ name: endpoint.name, ip_address: endpoint.ip, mac_address: endpoint.mac }],
      },
    });
    expect(created.status).toBe(200);
    await waitFor(() => admin.signals.length > 0, 5_000, 'the devices signal after the new scan');
    expect(admin.signals).toEqual([{ module: 'devices' }]);
  });
});
