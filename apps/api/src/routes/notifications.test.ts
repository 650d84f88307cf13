import { and, eq } from 'drizzle-orm';
import { RECORD_ID_MAX, SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../db/schema';
import { getTestServer, type TestServer } from '../test/testServer';
import { scriptGateway } from './deviceData/scriptedGateway';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
});
afterAll(() => server?.close());

interface Record {
  notification_id: number;
  group_id: number | null;
  device_id: string;
  user_type: string;
  message: string;
  status: string;
  input_required: number;
  created_date: string;
}
interface Page {
  records: Record[];
  total_records: number;
}

const page = (token: string, query: string) => server.call<Page>(`user/getNotification?${query}`, { token });
const count = async (token: string) =>
  (await server.call<{ count: number }>('user/getNotificationCount', { token })).body.result.count;

async function endpointBlock(mac: string) {
  const [row] = await server.db
    .select({ permanent: endpoints.blockedPermanent, until: endpoints.blockedUntil })
    .from(endpoints)
    .where(and(eq(endpoints.deviceId, 'DRA-100001'), eq(endpoints.macAddress, mac)));
  return row;
}

describe('user/getNotification', () => {
  it('pages one-based, newest first, with the total', async () => {
    const all = await page(owner, 'page=1&page_size=100');
    expect(all.status).toBe(200);
    const total = all.body.result.total_records;
    expect(total).toBeGreaterThanOrEqual(15);
    const dates = all.body.result.records.map((r) => Date.parse(r.created_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const first = await page(owner, 'page=1&page_size=5');
    const second = await page(owner, 'page=2&page_size=5');
    expect(first.body.result.records.map((r) => r.notification_id)).toEqual(
      all.body.result.records.slice(0, 5).map((r) => r.notification_id),
    );
    expect(second.body.result.records.map((r) => r.notification_id)).toEqual(
      all.body.result.records.slice(5, 10).map((r) => r.notification_id),
    );
    expect(second.body.result.total_records).toBe(total);
    const beyond = await page(owner, `page=${Math.ceil(total / 5) + 1}&page_size=5`);
    expect(beyond.body.result.records).toEqual([]);
  });

  it('uses page 1 and 10 per page by default, and refuses page 0', async () => {
    const defaults = await page(owner, '');
    expect(defaults.body.result.records).toHaveLength(10);
    const zero = await page(owner, 'page=0');
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('page: must be 1 or more (pages are one-based)');
  });

  it("shows only the caller's notifications", async () => {
    const solo = await server.login('solo@example.com', 'Solo#12345');
    const mine = await page(solo, 'page=1&page_size=100');
    expect(mine.body.result.records.every((r) => r.device_id === 'DRS-100003')).toBe(true);
    expect(mine.body.result.total_records).toBe(3);
  });
});

describe('user/getNotificationCount', () => {
  it('counts the notifications waiting for an answer', async () => {
    const all = await page(owner, 'page=1&page_size=100');
    const waiting = all.body.result.records.filter((r) => r.status === 'Pending' && r.input_required === 1);
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(await count(owner)).toBe(waiting.length);
  });
});

describe('user/updateNotificationStatus', () => {
  const findNewDevice = async (token: string, name: string) => {
    const all = await page(token, 'page=1&page_size=100');
    const found = all.body.result.records.find(
      (r) => r.message.includes(`'${name}'`) && r.status === 'Pending',
    );
    if (!found) throw new Error(`No pending notification about ${name}`);
    return found;
  };

  it('accepting a new device lets it in; resending the answer changes nothing', async () => {
    const before = await count(owner);
    const tab = await findNewDevice(owner, 'Galaxy Tab S9');
    expect(tab.message).toBe(
      "New device 'Galaxy Tab S9' (AA:BB:CC:11:22:33) wants to connect to dRisk-Alpha",
    );
    expect((await endpointBlock('AA:BB:CC:11:22:33')).permanent).toBe(true);

    const body = { id: tab.notification_id, status: 'Accepted', device_id: 'DRA-100001', user_type: 'Owner' };
    // The gateway lifts its block first (a scripted gateway here; endpoints/endpoints.test.ts covers timeouts).
    const gateway = scriptGateway(server.app.gateways);
    const reply = await server
      .call('user/updateNotificationStatus', { token: owner, body })
      .finally(() => gateway.restore());
    expect(gateway.sent.map((command) => [command.type, command.payload])).toEqual([
      ['unblock_endpoint', { mac_address: 'AA:BB:CC:11:22:33' }],
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.notificationUpdated);
    expect(await endpointBlock('AA:BB:CC:11:22:33')).toEqual({ permanent: false, until: null });
    expect(await count(owner)).toBe(before - 1);

    const again = await server.call('user/updateNotificationStatus', { token: owner, body });
    expect(again.status).toBe(200);
    const changed = await server.call('user/updateNotificationStatus', {
      token: owner,
      body: { ...body, status: 'Rejected' },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe(SERVER.notificationAlreadyAnswered);
  });

  it("rejecting keeps the device out, and answers the admin's copy of the question too", async () => {
    const admin = await server.login('admin@example.com', 'Admin#12345');
    const adminsCopy = await findNewDevice(admin, 'Ring Doorbell');
    const bell = await findNewDevice(owner, 'Ring Doorbell');
    const reply = await server.call('user/updateNotificationStatus', {
      token: owner,
      body: { id: bell.notification_id, status: 'Rejected', device_id: 'DRA-100001', user_type: 'Owner' },
    });
    expect(reply.status).toBe(200);
    expect((await endpointBlock('B0:09:DA:10:00:08')).permanent).toBe(true);
    const adminView = await page(admin, 'page=1&page_size=100');
    expect(
      adminView.body.result.records.find((r) => r.notification_id === adminsCopy.notification_id)?.status,
    ).toBe('Rejected');
  });

  it("refuses another user's notification without saying whether it exists", async () => {
    const solo = await server.login('solo@example.com', 'Solo#12345');
    const ownerPage = await page(owner, 'page=1&page_size=1');
    const ownersId = ownerPage.body.result.records[0].notification_id;
    for (const id of [ownersId, 987_654]) {
      const reply = await server.call('user/updateNotificationStatus', {
        token: solo,
        body: { id, status: 'Accepted', device_id: 'DRA-100001', user_type: 'Owner' },
      });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(SERVER.notificationNotFound);
    }
  });

  // Found by the contract fuzzer: an id past the database's integer range reached the lookup, a 500.
  it('refuses an id too large to be a notification with a 400 naming it', async () => {
    const reply = await server.call('user/updateNotificationStatus', {
      token: owner,
      body: { id: RECORD_ID_MAX + 1, status: 'Accepted', device_id: 'DRA-100001', user_type: 'Owner' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('id: must be a numeric id');
  });

  it('refuses an answer to a notification that only informs', async () => {
    const all = await page(owner, 'page=1&page_size=100');
    const info = all.body.result.records.find((r) => r.input_required === 0)!;
    const reply = await server.call('user/updateNotificationStatus', {
      token: owner,
      body: { id: info.notification_id, status: 'Accepted', device_id: info.device_id, user_type: 'Owner' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.notificationNotPending);
  });
});
