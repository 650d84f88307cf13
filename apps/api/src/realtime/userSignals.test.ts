import { topics } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { collect, connectMqtt, trySubscribe, waitFor } from '../test/mqttClients';
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
  });
});
