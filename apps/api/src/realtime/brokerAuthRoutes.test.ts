import { MQTT_ACCESS, SERVER, topics } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDeviceSecret } from '../db/seed/gatewayCredentials';
import { users } from '../db/schema';
import { getTestServer, type TestServer } from '../test/testServer';
import { MQTT_AUTH_SECRET_HEADER } from './brokerAuthRoutes';

/** The questions an external broker asks, over HTTP, as Mosquitto's go-auth and EMQX ask them. */
let server: TestServer;
let ownerId: number;
let ownerToken: string;
let soloId: number;
let gatewaySecret: string;

beforeAll(async () => {
  server = await getTestServer({ mqttApiPassword: 'api-secret-for-tests' });
  const [owner] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@example.com'));
  const [solo] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'solo@example.com'));
  ownerId = owner.id;
  soloId = solo.id;
  ownerToken = await server.login('owner@example.com', 'Owner#12345');
  gatewaySecret = await setDeviceSecret(server.db, 'DRB-100002');
});
afterAll(() => server?.close());

const auth = (body: Record<string, unknown>, path = 'mqtt/auth') =>
  server.call<string>(path, { method: 'POST', body });
const acl = (username: string | number, topic: string, acc: number) =>
  server.call<string>('mqtt/acl', {
    method: 'POST',
    body: { username: String(username), topic, acc, clientid: 'c1' },
  });

describe('POST mqtt/auth', () => {
  it('allows a user with a live token, a gateway with its secret and the api with its password', async () => {
    for (const body of [
      { username: String(ownerId), password: ownerToken, clientid: 'browser-1' },
      { username: 'DRB-100002', password: gatewaySecret, clientid: 'gateway-DRB-100002' },
      { username: 'api', password: 'api-secret-for-tests', clientid: 'drisk-api-1' },
    ]) {
      const reply = await auth(body);
      expect(reply.status, body.username).toBe(200);
      expect(reply.body).toEqual({ statusCode: 200, message: SERVER.success, result: 'allow' });
    }
  });

  it('denies with 403 a wrong secret, a token of another user, a revoked token and the api with a wrong password', async () => {
    const token = await server.login('guest@example.com', 'Guest#12345');
    const [guest] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@example.com'));
    expect((await auth({ username: String(guest.id), password: token })).status).toBe(200);
    await server.call('user/logout', { method: 'POST', token, body: {} });
    for (const body of [
      { username: 'DRB-100002', password: `${gatewaySecret}x` },
      { username: String(soloId), password: ownerToken },
      { username: String(guest.id), password: token },
      { username: 'api', password: 'guess' },
      { username: 'DRB-100002' },
    ]) {
      const reply = await auth(body);
      expect(reply.status, JSON.stringify(body)).toBe(403);
      expect(reply.body).toEqual({ statusCode: 403, message: SERVER.mqttNotAuthorized, result: 'deny' });
    }
  });

  it('reads form bodies (go-auth) and answers EMQX with 200 and result deny', async () => {
    const form = new URLSearchParams({
      username: 'DRB-100002',
      password: gatewaySecret,
      clientid: 'g',
    }).toString();
    const allowed = await server.call('mqtt/auth', {
      method: 'POST',
      rawBody: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(allowed.status).toBe(200);
    const denied = await auth({ username: 'DRB-100002', password: 'wrong' }, 'mqtt/auth?format=emqx');
    expect(denied.status).toBe(200);
    expect(denied.body.result).toBe('deny');
  });

  it('answers 400 to a request no broker sends', async () => {
    const reply = await auth({ password: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^username/);
  });
});

describe('POST mqtt/acl', () => {
  it('applies the same topic rules as the embedded broker', async () => {
    const cases: Array<[string | number, string, number, number]> = [
      [ownerId, topics.userApp(ownerId), MQTT_ACCESS.subscribe, 200],
      [ownerId, topics.deviceApp('DRA-100001'), MQTT_ACCESS.subscribe, 200],
      [ownerId, topics.deviceApp('DRA-100001'), MQTT_ACCESS.read, 200],
      [ownerId, topics.fileStructureRequest('DRB-100002'), MQTT_ACCESS.write, 200],
      [ownerId, topics.deviceApp('DRS-100003'), MQTT_ACCESS.subscribe, 403],
      [ownerId, topics.userApp(soloId), MQTT_ACCESS.subscribe, 403],
      [ownerId, topics.deviceApp('DRA-100001'), MQTT_ACCESS.write, 403],
      [ownerId, topics.gatewayCommand('DRA-100001'), MQTT_ACCESS.write, 403],
      [ownerId, '#', MQTT_ACCESS.subscribe, 403],
      [soloId, topics.deviceApp('DRA-100001'), MQTT_ACCESS.subscribe, 403],
      ['DRB-100002', topics.gatewayCommand('DRB-100002'), MQTT_ACCESS.subscribe, 200],
      ['DRB-100002', topics.gatewayTelemetry('DRB-100002'), MQTT_ACCESS.write, 200],
      ['DRB-100002', topics.gatewayCommandAck('DRB-100002'), MQTT_ACCESS.write, 200],
      ['DRB-100002', topics.deviceApp('DRB-100002'), MQTT_ACCESS.write, 200],
      ['DRB-100002', topics.gatewayTelemetry('DRA-100001'), MQTT_ACCESS.write, 403],
      ['DRB-100002', topics.gatewayCommand('DRA-100001'), MQTT_ACCESS.subscribe, 403],
      ['DRB-100002', topics.deviceApp('DRB-100002'), MQTT_ACCESS.readWrite, 403],
      ['api', '$share/drisk-api/gateway/+/telemetry', MQTT_ACCESS.subscribe, 200],
    ];
    for (const [username, topic, acc, status] of cases) {
      const reply = await acl(username, topic, acc);
      expect(reply.status, `${username} ${acc} ${topic}`).toBe(status);
      expect(reply.body.result).toBe(status === 200 ? 'allow' : 'deny');
    }
  });

  it("answers EMQX's action field with 200 allow or deny", async () => {
    const ask = (topic: string, action: string) =>
      server.call<string>('mqtt/acl', { method: 'POST', body: { username: String(ownerId), topic, action } });
    const allowed = await ask(topics.deviceApp('DRA-100001'), 'subscribe');
    expect([allowed.status, allowed.body.result]).toEqual([200, 'allow']);
    const denied = await ask(topics.deviceApp('DRS-100003'), 'subscribe');
    expect([denied.status, denied.body.result]).toEqual([200, 'deny']);
  });
});

describe('with MQTT_AUTH_SECRET', () => {
  it('answers only a caller that sends the secret', async () => {
    const guarded = await getTestServer({ mqttAuthSecret: 'broker-shared-secret' });
    try {
      const [owner] = await guarded.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'owner@example.com'));
      const body = {
        username: String(owner.id),
        topic: topics.userApp(owner.id),
        acc: MQTT_ACCESS.subscribe,
      };
      const without = await guarded.call('mqtt/acl', { method: 'POST', body });
      expect(without.status).toBe(403);
      const wrong = await guarded.call('mqtt/acl', {
        method: 'POST',
        body,
        headers: { [MQTT_AUTH_SECRET_HEADER]: 'nope' },
      });
      expect(wrong.status).toBe(403);
      const right = await guarded.call('mqtt/acl', {
        method: 'POST',
        body,
        headers: { [MQTT_AUTH_SECRET_HEADER]: 'broker-shared-secret' },
      });
      expect(right.status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
