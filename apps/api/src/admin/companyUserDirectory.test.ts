import { TOTAL_COUNT_HEADER, type CompanyListRow, type CustomerUserRow } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME } from '../db/seed/demoAccounts';
import { DEMO_PROFILE_PASSWORD, DEMO_PROFILES } from '../db/seed/demoCompany';
import { users } from '../db/schema';
import { getTestServer, type TestServer } from '../test/testServer';

// The User Profile list answers from memory (companyUserDirectory.ts); every write a user can make must
// show in the very next reply, on the writer's node.

let server: TestServer;
let owner: string;
let customerId: number;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
  const companies = await server.call<CompanyListRow[]>('user/getCustomerDetails?per_page=100', {
    token: owner,
  });
  customerId = companies.body.result.find((c) => c.customer_name === DEMO_COMPANY_NAME)!.CustomerId;
});
afterAll(() => server?.close());

const post = <T>(path: string, body: unknown, token = owner) => server.call<T>(path, { token, body });

async function list(query: Record<string, string> = {}) {
  const params = new URLSearchParams({ customer_id: String(customerId), per_page: '100', ...query });
  const reply = await server.call<CustomerUserRow[]>(`user/getCustomerUserDetails?${params}`, {
    token: owner,
  });
  expect(reply.status).toBe(200);
  return { rows: reply.body.result, total: Number(reply.headers.get(TOTAL_COUNT_HEADER)) };
}

const felix = DEMO_PROFILES[0];
const felixRow = async () => (await list({ q: felix.email })).rows[0];

describe('the User Profile list kept in memory', () => {
  it('answers from memory: a write nobody reported is not seen until its TTL', async () => {
    const before = await felixRow();
    // Straight to the database, as no route writes: proves the list is not read from it every time.
    await server.db.update(users).set({ employeeId: 'UNREPORTED' }).where(eq(users.id, before.user_id));
    expect((await felixRow()).employee_id).toBe(before.employee_id);
    await server.db.update(users).set({ employeeId: felix.employeeId }).where(eq(users.id, before.user_id));
  });

  it('shows a created profile, its edits, its devices and its deletion in the next reply', async () => {
    const { total } = await list();
    const created = await post<{ user_id: number }>('user/createUserProfile', {
      first_name: 'Dora',
      last_name: 'Directory',
      email_address: 'dora.directory@example.com',
      password: 'Dora#12345',
      phone_number: '5550301234',
      employee_id: 'EMP-777',
      user_role: 'guest',
      customer_id: customerId,
      device_id: 'DRB-100002',
    });
    expect(created.status).toBe(200);
    const user_id = created.body.result.user_id;
    const after = await list();
    expect(after.total).toBe(total + 1);
    expect(after.rows.find((row) => row.user_id === user_id)).toMatchObject({
      first_name: 'Dora',
      employee_id: 'EMP-777',
      device_count: 1,
      can_edit: 1,
    });

    const renamed = await post('user/editCustomerProfile', {
      user_id,
      first_name: 'Dorothea',
      email_address: 'dora.directory@example.com',
      phone_number: '5550301234',
      employee_id: 'EMP-778',
    });
    expect(renamed.status).toBe(200);
    expect((await list({ q: 'dorothea' })).rows.map((row) => [row.user_id, row.employee_id])).toEqual([
      [user_id, 'EMP-778'],
    ]);

    const given = await post('user/insertUserProfileDeviceDetails', {
      device_ids: ['DRA-100001'],
      role_id: 2,
      user_id,
    });
    expect(given.status).toBe(200);
    expect((await list({ q: 'dorothea' })).rows[0].device_count).toBe(2);

    const deleted = await post('user/deleteCustomerUser', { user_id });
    expect(deleted.status).toBe(200);
    const gone = await list();
    expect(gone.total).toBe(total);
    expect(gone.rows.map((row) => row.user_id)).not.toContain(user_id);
  });

  it("shows a user's own profile edit in the next reply", async () => {
    const token = await server.login(felix.email, DEMO_PROFILE_PASSWORD);
    const saved = await post(
      'user/updateProfile',
      { first_name: 'Felicity', last_name: felix.lastName, phone_number: felix.phone, dob: '01/02/1990' },
      token,
    );
    expect(saved.status).toBe(200);
    expect((await felixRow()).first_name).toBe('Felicity');
  });

  it('pages in both orders without overlap, also while searching', async () => {
    const all = await list({ sort: 'last_name', order: 'ASC' });
    const descending = await list({ sort: 'last_name', order: 'DESC' });
    expect(descending.rows.map((row) => row.user_id)).toEqual(all.rows.map((row) => row.user_id).reverse());
    const paged: number[] = [];
    for (let page = 1; paged.length < all.total; page += 1) {
      const { rows } = await list({ sort: 'last_name', order: 'DESC', per_page: '2', page: String(page) });
      expect(rows.length).toBeGreaterThan(0);
      paged.push(...rows.map((row) => row.user_id));
    }
    expect(paged).toEqual(descending.rows.map((row) => row.user_id));
    const searched = await list({ q: 'EXAMPLE.COM', sort: 'device_count', order: 'DESC' });
    expect(searched.total).toBe(all.total);
    const counts = searched.rows.map((row) => row.device_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const beyond = await list({ per_page: '10', page: '99' });
    expect(beyond).toEqual({ rows: [], total: all.total });
  });
});

describe('the company standing kept in memory', () => {
  it('takes a gateway moved out of the company away from its admins at once', async () => {
    const admin = await server.login('admin@example.com', 'Admin#12345');
    const users = (token: string) =>
      server.call(`user/getCustomerUserDetails?customer_id=${customerId}`, { token });
    expect((await users(admin)).status).toBe(200);
    const devices = await server.call<{ Id: number; device_id: string }[]>(
      `user/getCustomerDeviceDetails?customer_id=${customerId}&per_page=100`,
      { token: owner },
    );
    const adminsGateway = devices.body.result.find((d) => d.device_id === 'DRA-100001')!;
    expect((await post('user/deleteCustomerDevice', adminsGateway)).status).toBe(200);
    expect((await users(admin)).status).toBe(403);
    const back = await post('user/insertCustomerDevices', {
      device_ids: ['DRA-100001'],
      status: 'active',
      customer_id: customerId,
    });
    expect(back.status).toBe(200);
    expect((await users(admin)).status).toBe(200);
  });
});
