import { MQTT_ACCESS, MQTT_AUTH_SECRET_HEADER, SERVER, topics } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDeviceSecret } from '../db/seed/gatewayCredentials';
import { users } from '../db/schema';
import { getTestServer, type CallOptions, type TestServer } from '../test/testServer';

/**
 * The questions an external broker asks, over HTTP, as Mosquitto's go-auth and EMQX ask them. Only the
 * HTTP side is under test here: nothing listens at the broker address (port 1), so the api's own broker
 * client just keeps retrying; externalBroker.test.ts runs the whole path through a real broker.
 */
const NO_BROKER_URL = 'mqtt://127.0.0.1:1';
const SECRET = 'broker-shared-secret-for-tests';
const AS_BROKER = { [MQTT_AUTH_SECRET_HEADER]: SECRET };

let server: TestServer;
let ownerId: number;
let ownerToken: string;
let soloId: number;
let guestId: number;
let gatewaySecret: string;

beforeAll(async () => {
  server = await getTestServer({
    mqttUrl: NO_BROKER_URL,
    mqttAuthSecret: SECRET,
    mqttApiPassword: 'api-secret-for-tests',
  });
  const [owner] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@example.com'));
  const [solo] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'solo@example.com'));
  const [guest] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'guest@example.com'));
  ownerId = owner.id;
  soloId = solo.id;
  guestId = guest.id;
  ownerToken = await server.login('owner@example.com', 'Owner#12345');
  gatewaySecret = await setDeviceSecret(server.db, 'DRB-100002');
});
afterAll(() => server?.close());

/** A call as the broker makes it: POST with the shared secret. */
const asBroker = (path: string, options: CallOptions) =>
  server.call<string>(path, { method: 'POST', ...options, headers: { ...AS_BROKER, ...options.headers } });
const auth = (body: Record<string, unknown>, path = 'mqtt/auth') => asBroker(path, { body });
const acl = (username: string | number, topic: string, acc: number) =>
  asBroker('mqtt/acl', { body: { username: String(username), topic, acc, clientid: 'c1' } });

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
    const allowed = await asBroker('mqtt/auth', {
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

  it('never fails on garbage, even from the broker itself', async () => {
    const garbage: CallOptions[] = [
      { rawBody: 'null' },
      { rawBody: '{"__proto__": {"admin": true}}' },
      { rawBody: '['.repeat(5000) + ']'.repeat(5000) },
      { body: [1, 2] },
      { body: 'api' },
      { body: { username: 'x'.repeat(100_000), password: 'y' } },
      { body: { username: '\u0000', password: '\u0000', topic: '\u0000', acc: '\u0000' } },
      { body: { username: 'api', topic: '#', acc: 1e308 } },
      { rawBody: 'username=%ZZ&&&=', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const path of ['mqtt/auth', 'mqtt/acl']) {
      for (const options of garbage) {
        const reply = await asBroker(path, options);
        const what = `${path} ${JSON.stringify(options).slice(0, 60)}`;
        expect([400, 403], what).toContain(reply.status);
        expect(reply.body.statusCode, what).toBe(reply.status);
        expect(reply.body.result, what).not.toBe('allow');
      }
    }
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
      // The live file-structure channel is the Owner's alone (FILE_STRUCTURE_ROLES); a Guest keeps the rest.
      [ownerId, topics.fileStructureResponse('DRA-100001'), MQTT_ACCESS.read, 200],
      [guestId, topics.deviceApp('DRA-100001'), MQTT_ACCESS.subscribe, 200],
      [guestId, topics.fileStructureResponse('DRA-100001'), MQTT_ACCESS.subscribe, 403],
      [guestId, topics.fileStructureResponse('DRA-100001'), MQTT_ACCESS.read, 403],
      [guestId, topics.fileStructureRequest('DRA-100001'), MQTT_ACCESS.write, 403],
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
      asBroker('mqtt/acl', { body: { username: String(ownerId), topic, action } });
    const allowed = await ask(topics.deviceApp('DRA-100001'), 'subscribe');
    expect([allowed.status, allowed.body.result]).toEqual([200, 'allow']);
    const denied = await ask(topics.deviceApp('DRS-100003'), 'subscribe');
    expect([denied.status, denied.body.result]).toEqual([200, 'deny']);
  });
});

describe('the shared secret (MQTT_AUTH_SECRET)', () => {
  it('is required: without it, or with a wrong one, the answer is deny whatever the question', async () => {
    const mapped = {
      username: String(ownerId),
      topic: topics.deviceApp('DRA-100001'),
      acc: MQTT_ACCESS.subscribe,
    };
    const unmapped = { ...mapped, topic: topics.deviceApp('DRS-100003') };
    const gateway = { username: 'DRB-100002', password: gatewaySecret, clientid: 'g' };
    expect((await acl(ownerId, mapped.topic, mapped.acc)).status).toBe(200);
    const wrongHeaders: Array<Record<string, string>> = [
      {},
      { [MQTT_AUTH_SECRET_HEADER]: '' },
      { [MQTT_AUTH_SECRET_HEADER]: SECRET.toUpperCase() },
      { [MQTT_AUTH_SECRET_HEADER]: `${SECRET}x` },
      { [MQTT_AUTH_SECRET_HEADER]: SECRET.slice(0, -1) },
      { authorization: `Bearer ${SECRET}` },
    ];
    for (const headers of wrongHeaders) {
      const replies = [
        await server.call('mqtt/acl', { method: 'POST', body: mapped, headers }),
        await server.call('mqtt/acl', { method: 'POST', body: unmapped, headers }),
        await server.call('mqtt/auth', { method: 'POST', body: gateway, headers }),
      ];
      for (const reply of replies) {
        // The same answer for a user's own device and another's: who holds what is not revealed.
        expect(reply.status, JSON.stringify(headers)).toBe(403);
        expect(reply.body).toEqual({ statusCode: 403, message: SERVER.mqttNotAuthorized, result: 'deny' });
      }
      const emqx = await server.call('mqtt/auth?format=emqx', { method: 'POST', body: gateway, headers });
      expect([emqx.status, emqx.body.result]).toEqual([200, 'deny']);
    }
  });
});

describe('with the embedded broker (no MQTT_URL)', () => {
  it('the calls do not exist: 404 like any unknown call, even for a valid question from this machine', async () => {
    const embedded = await getTestServer({ mqttAuthSecret: SECRET });
    try {
      const unknown = await embedded.call('mqtt/nothing', { method: 'POST', body: {} });
      expect(unknown.body).toEqual({ statusCode: 404, message: SERVER.notFound, result: null });
      const questions: Array<[string, CallOptions]> = [
        ['mqtt/acl', { body: { username: String(ownerId), topic: topics.deviceApp('DRA-100001'), acc: 4 } }],
        [
          'mqtt/acl',
          { body: { username: String(ownerId), topic: topics.deviceApp('DRS-100003'), action: 'subscribe' } },
        ],
        ['mqtt/auth', { body: { username: String(ownerId), password: ownerToken } }],
        ['mqtt/auth?format=emqx', { body: { username: 'DRB-100002', password: gatewaySecret } }],
        [
          'mqtt/auth',
          {
            rawBody: new URLSearchParams({ username: 'DRB-100002', password: gatewaySecret }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          },
        ],
      ];
      for (const [path, options] of questions) {
        const reply = await embedded.call(path, {
          method: 'POST',
          ...options,
          headers: { ...AS_BROKER, ...options.headers },
        });
        expect(reply.status, path).toBe(404);
        expect(reply.body, path).toEqual(unknown.body);
      }
    } finally {
      await embedded.close();
    }
  });
});
