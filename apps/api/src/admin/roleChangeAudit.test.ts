import { ROLE, type AuditLogEntry } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
});
afterAll(() => server?.close());

async function auditEntries() {
  const query = new URLSearchParams({
    sort: JSON.stringify(['id', 'DESC']),
    range: JSON.stringify([0, 49]),
    filter: JSON.stringify({ resource: 'userDevices' }),
  });
  const reply = await server.call<AuditLogEntry[]>(`admin/audit-log?${query}`, { token: owner });
  expect(reply.status).toBe(200);
  return reply.body.result;
}

describe('device role changes made outside the console', () => {
  it("reach the company's audit log: removing a guest from the User List", async () => {
    const [guest] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@example.com'));
    const reply = await server.call('user/removeGuestUsers', {
      token: owner,
      body: { device_id: 'DRA-100001', user_id: guest.id },
    });
    expect(reply.status).toBe(200);

    const entry = (await auditEntries()).find((e) => e.record_id === `${guest.id}:DRA-100001`);
    expect(entry).toMatchObject({
      action: 'delete',
      resource: 'userDevices',
      actor_email: 'owner@example.com',
      before: { user_id: guest.id, device_id: 'DRA-100001', role_id: ROLE.Guest },
      after: null,
    });
  });
});
