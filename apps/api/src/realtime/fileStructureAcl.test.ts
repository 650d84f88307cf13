import {
  FILE_STRUCTURE_MODULES,
  MQTT_QOS,
  ROLE,
  topics,
  type FileStructureRequestMessage,
  type FileStructureResponseMessage,
} from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userDevices, users } from '../db/schema';
import {
  collect,
  connectFakeGateway,
  connectMqtt,
  trySubscribe,
  waitFor,
  type FakeGateway,
} from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';

/*
 * The broker's rule for the live file-structure channel (spec 3 §2.3, §6): only the device's Owner may ask
 * a gateway for its file structure and read the answers. On dRisk-Alpha that is owner@; admin@ (Admin),
 * guest@ (Guest) and solo@ (not mapped) are refused, while they keep the device topic their role grants.
 */

const ALPHA = 'DRA-100001';
const REQUESTS = topics.fileStructureRequest(ALPHA);
const ANSWERS = topics.fileStructureResponse(ALPHA);

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

async function signedIn(email: string, password: string) {
  const token = await server.login(email, password);
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Object.assign(track(await connectMqtt(server, String(row.id), token)), { userId: row.id });
}

const request: FileStructureRequestMessage = {
  module: FILE_STRUCTURE_MODULES.request,
  request_id: 'acl-1',
  mountpoint: `/dRisk/${ALPHA}-USB1`,
  path: `/dRisk/${ALPHA}-USB1`,
  device_id: ALPHA,
  selected_device_id: `${ALPHA}-USB1`,
};

/** A gateway that holds the request topic and records what reaches it. */
async function listeningGateway() {
  const gateway = track(await connectFakeGateway(server, ALPHA));
  const requests = collect(gateway.client, REQUESTS);
  expect(await trySubscribe(gateway.client, REQUESTS)).toBe(true);
  return { gateway, requests };
}

describe('the live file-structure channel at the broker', () => {
  it("carries the Owner's request to the gateway and the gateway's answer back to the Owner", async () => {
    const { gateway, requests } = await listeningGateway();
    const owner = await signedIn('owner@example.com', 'Owner#12345');
    const answers = collect(owner, ANSWERS);
    expect(await trySubscribe(owner, ANSWERS)).toBe(true);

    await owner.publishAsync(REQUESTS, JSON.stringify(request), { qos: MQTT_QOS });
    await waitFor(() => requests.length === 1, 5_000, 'the request at the gateway');
    expect(requests).toEqual([request]);

    const answer: FileStructureResponseMessage = {
      module: FILE_STRUCTURE_MODULES.response,
      request_id: request.request_id,
      device_id: ALPHA,
      selected_device_id: request.selected_device_id,
      path: request.path,
      statusCode: 200,
      message: 'Files listed',
      result: [],
    };
    await gateway.client.publishAsync(ANSWERS, JSON.stringify(answer), { qos: MQTT_QOS });
    await waitFor(() => answers.length === 1, 5_000, 'the answer at the owner');
    expect(answers).toEqual([answer]);
  });

  it('closes the connection of an Owner who is made Admin while holding the answers', async () => {
    const owner = await signedIn('owner@example.com', 'Owner#12345');
    expect(await trySubscribe(owner, ANSWERS)).toBe(true);
    const mapping = and(eq(userDevices.userId, owner.userId), eq(userDevices.deviceId, ALPHA));
    await server.db.update(userDevices).set({ roleId: ROLE.Admin }).where(mapping);
    try {
      const closed = new Promise<void>((resolve) => owner.once('close', () => resolve()));
      server.app.versions.userChanged(owner.userId);
      await closed;
    } finally {
      await server.db.update(userDevices).set({ roleId: ROLE.Owner }).where(mapping);
    }
  });

  for (const [who, email, password] of [
    ['an Admin', 'admin@example.com', 'Admin#12345'],
    ['a Guest', 'guest@example.com', 'Guest#12345'],
    ['a user not mapped to the device', 'solo@example.com', 'Solo#12345'],
  ] as const) {
    it(`refuses ${who} the answers, and closes it when it publishes a request the gateway never gets`, async () => {
      const { requests } = await listeningGateway();
      const client = await signedIn(email, password);
      expect(await trySubscribe(client, ANSWERS)).toBe(false);
      expect(await trySubscribe(client, topics.deviceApp(ALPHA))).toBe(email !== 'solo@example.com');

      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      client.publish(REQUESTS, JSON.stringify(request), { qos: MQTT_QOS });
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests).toEqual([]);
    });
  }
});
