import {
  CONTENT_RANGE_HEADER,
  RECORD_ID_MAX,
  SERVER,
  TOTAL_COUNT_HEADER,
  UI_TEXT,
  VALIDATION,
  type AuditLogEntry,
  type Company,
  type CompanyDevice,
  type CompanyListRow,
  type CustomerUserRow,
  type UserDeviceRow,
  type UserProfile,
} from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME } from '../../db/seed/demoAccounts';
import { DEMO_PROFILE_PASSWORD, DEMO_PROFILES, DEMO_SECOND_COMPANY } from '../../db/seed/demoCompany';
import { getTestServer, type TestServer } from '../../test/testServer';

/** The controllable clock of access restrictions: a Monday, 10:00 UTC, unless a test moves it. */
const MONDAY_10 = new Date('2026-11-23T10:00:00Z');
let now = MONDAY_10;

let server: TestServer;
let owner: string;
let admin: string;
beforeAll(async () => {
  server = await getTestServer({ clock: () => now });
  owner = await server.login('owner@example.com', 'Owner#12345');
  admin = await server.login('admin@example.com', 'Admin#12345');
});
afterAll(() => server?.close());

const post = <T>(path: string, token: string, body: unknown) => server.call<T>(path, { token, body });
const get = <T>(path: string, token: string) => server.call<T>(path, { token });
const total = (reply: { headers: Headers }) => Number(reply.headers.get(TOTAL_COUNT_HEADER));

async function companies(token: string, query = 'per_page=100') {
  const reply = await get<CompanyListRow[]>(`user/getCustomerDetails?${query}`, token);
  expect(reply.status).toBe(200);
  return reply;
}
const companyId = async (name: string) =>
  (await companies(owner)).body.result.find((c) => c.customer_name === name)!.CustomerId;

async function newCompany(name: string) {
  const reply = await post<{ customer_id: number }>('user/createCustomer', owner, {
    customer_name: name,
    city: 'Leeds',
    telephone: '5550107777',
  });
  expect(reply.status).toBe(200);
  return reply.body.result.customer_id;
}

async function auditEntries(token: string, filter: Record<string, unknown> = {}) {
  const query = new URLSearchParams({
    sort: JSON.stringify(['id', 'DESC']),
    range: JSON.stringify([0, 99]),
    filter: JSON.stringify(filter),
  });
  return get<AuditLogEntry[]>(`admin/audit-log?${query}`, token);
}

describe('companies', () => {
  it("lists the owner's companies with real counts and dates, sorted by id ascending", async () => {
    const reply = await companies(owner);
    const names = reply.body.result.map((c) => c.customer_name);
    expect(names).toEqual(expect.arrayContaining([DEMO_COMPANY_NAME, DEMO_SECOND_COMPANY]));
    const demo = reply.body.result.find((c) => c.customer_name === DEMO_COMPANY_NAME)!;
    // Olivia, Adam and the three seeded profiles; dRisk-Alpha and dRisk-Beta.
    expect(demo).toMatchObject({ user: 2 + DEMO_PROFILES.length, devices: 2 });
    expect(demo.registered_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const ids = reply.body.result.map((c) => c.CustomerId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(total(reply)).toBe(reply.body.result.length);
  });

  it('pages and sorts on the server', async () => {
    await newCompany('Paging Co A');
    await newCompany('Paging Co B');
    const all = (await companies(owner, 'per_page=100&sort=customer_name&order=desc')).body.result;
    expect(all.map((c) => c.customer_name)).toEqual(
      [...all.map((c) => c.customer_name)].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );
    const first = await companies(owner, 'page=1&per_page=2&sort=customer_name&order=desc');
    const second = await companies(owner, 'page=2&per_page=2&sort=customer_name&order=desc');
    expect(first.body.result.map((c) => c.CustomerId)).toEqual(all.slice(0, 2).map((c) => c.CustomerId));
    expect(second.body.result.map((c) => c.CustomerId)).toEqual(all.slice(2, 4).map((c) => c.CustomerId));
    expect(total(first)).toBe(all.length);
    const defaults = await get<CompanyListRow[]>('user/getCustomerDetails', owner);
    expect(defaults.body.result.length).toBeLessThanOrEqual(5);
  });

  it('searches exactly: the name case-insensitively, the id, the counts or the date', async () => {
    const byName = await companies(owner, `q=${encodeURIComponent(DEMO_COMPANY_NAME.toUpperCase())}`);
    expect(byName.body.result.map((c) => c.customer_name)).toEqual([DEMO_COMPANY_NAME]);
    const partial = await companies(owner, 'q=Acme');
    expect(partial.body.result).toEqual([]);
    const id = await companyId(DEMO_SECOND_COMPANY);
    const byId = await companies(owner, `q=${id}`);
    expect(byId.body.result.map((c) => c.CustomerId)).toContain(id);
    const byUsers = await companies(owner, `q=${2 + DEMO_PROFILES.length}`);
    expect(byUsers.body.result.map((c) => c.customer_name)).toContain(DEMO_COMPANY_NAME);
  });

  it('refuses bad input naming the field', async () => {
    const blank = await post('user/createCustomer', owner, { customer_name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('customer_name');
    const sort = await get('user/getCustomerDetails?sort=secret', owner);
    expect(sort.status).toBe(400);
    expect(sort.body.message).toContain('sort');
    const size = await get('user/getCustomerDetails?per_page=1000', owner);
    expect(size.status).toBe(400);
    expect(size.body.message).toContain('per_page');
  });

  it('reads and edits a company; a stale version is refused', async () => {
    const id = await newCompany('Edit Me Ltd');
    const read = await post<Company[]>('user/getCustomerById', owner, { customer_id: id });
    expect(read.body.result[0]).toMatchObject({ customer_name: 'Edit Me Ltd', city: 'Leeds', version: 1 });
    const saved = await post('user/saveCustomerDetails', owner, {
      ...read.body.result[0],
      customer_name: 'Edited Ltd',
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(SERVER.companyUpdated);
    const stale = await post('user/saveCustomerDetails', owner, {
      customer_id: id,
      customer_name: 'Lost update',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SERVER.staleVersion);
    const after = await post<Company[]>('user/getCustomerById', owner, { customer_id: id });
    expect(after.body.result[0]).toMatchObject({ customer_name: 'Edited Ltd', version: 2 });
  });

  it("keeps another company's data out of reach (403)", async () => {
    const second = await companyId(DEMO_SECOND_COMPANY);
    // Adam administers the demo company through dRisk-Alpha; Northwind is Olivia's own.
    const adminList = await companies(admin);
    expect(adminList.body.result.map((c) => c.customer_name)).toEqual([DEMO_COMPANY_NAME]);
    for (const [path, body] of [
      ['user/getCustomerById', { customer_id: second }],
      ['user/saveCustomerDetails', { customer_id: second, customer_name: 'Taken over' }],
      ['user/deleteCustomer', { customer_id: second }],
      ['user/getAvailableCustomerDevices', { id: second }],
    ] as const) {
      const reply = await post(path, admin, body);
      expect(reply.status, path).toBe(403);
      expect(reply.body.message).toBe(SERVER.companyForbidden);
    }
    const devices = await get(`user/getCustomerDeviceDetails?customer_id=${second}`, admin);
    expect(devices.status).toBe(403);
  });

  it('answers the ownership message to users without a managing role or a corporate account', async () => {
    const solo = await server.login('solo@example.com', 'Solo#12345');
    const guest = await server.login('guest@example.com', 'Guest#12345');
    for (const token of [solo, guest]) {
      const reply = await get('user/getCustomerDetails', token);
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(UI_TEXT.adminOwnershipRequired);
    }
  });
});

describe('company devices', () => {
  it('adds an available device (moving it), lists, edits and removes it', async () => {
    const id = await newCompany('Device Co');
    const available = await post<{ device_id: string; device_name: string }[]>(
      'user/getAvailableCustomerDevices',
      owner,
      { id },
    );
    expect(available.body.result.map((d) => d.device_id)).toEqual(
      expect.arrayContaining(['DRA-100001', 'DRB-100002']),
    );
    // Adam manages only dRisk-Alpha: he cannot move dRisk-Beta anywhere.
    const foreign = await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRS-100003'],
      status: 'active',
      customer_id: id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(`device_ids: ${SERVER.deviceNotAvailable}`);

    const added = await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRB-100002'],
      status: 'in-active',
      customer_id: id,
    });
    expect(added.status).toBe(200);
    const list = await get<CompanyDevice[]>(`user/getCustomerDeviceDetails?customer_id=${id}`, owner);
    expect(list.body.result).toEqual([
      expect.objectContaining({
        device_id: 'DRB-100002',
        status: 'in-active',
        customer_id: id,
        name: 'dRisk-Beta',
      }),
    ]);
    expect(total(list)).toBe(1);
    const device = list.body.result[0];

    const renamed = await post('user/updateCustomerDeviceDetails', owner, {
      device_id: 'DRB-100002',
      device_name: 'Beta in the van',
      status: 'active',
      version: device.version,
    });
    expect(renamed.status).toBe(200);
    const stale = await post('user/updateCustomerDeviceDetails', owner, {
      device_id: 'DRB-100002',
      device_name: 'Lost',
      status: 'active',
      version: device.version,
    });
    expect(stale.status).toBe(409);
    const searched = await get<CompanyDevice[]>(
      `user/getCustomerDeviceDetails?customer_id=${id}&q=${encodeURIComponent('van')}`,
      owner,
    );
    expect(searched.body.result.map((d) => d.device_name)).toEqual(['Beta in the van']);
    const none = await get<CompanyDevice[]>(`user/getCustomerDeviceDetails?customer_id=${id}&q=zzz`, owner);
    expect(none.body.result).toEqual([]);

    const map = await get<CompanyDevice[]>('user/getCustomerDevicesList', owner);
    expect(map.body.result.find((d) => d.device_id === 'DRB-100002')).toMatchObject({ customer_id: id });
    expect(map.body.result.find((d) => d.device_id === 'DRA-100001')?.latitude).toEqual(expect.any(Number));

    const removed = await post('user/deleteCustomerDevice', owner, {
      Id: device.Id,
      device_id: 'DRB-100002',
    });
    expect(removed.status).toBe(200);
    const empty = await get<CompanyDevice[]>(`user/getCustomerDeviceDetails?customer_id=${id}`, owner);
    expect(empty.body.result).toEqual([]);
    // Put dRisk-Beta back where the seed had it.
    const back = await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRB-100002'],
      status: 'active',
      customer_id: await companyId(DEMO_COMPANY_NAME),
    });
    expect(back.status).toBe(200);
  });

  it("refuses another company's device (403) and bad status (400)", async () => {
    const id = await newCompany('Other Device Co');
    await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRB-100002'],
      status: 'active',
      customer_id: id,
    });
    const foreign = await post('user/updateCustomerDeviceDetails', admin, {
      device_id: 'DRB-100002',
      device_name: 'Mine now',
      status: 'active',
    });
    expect(foreign.status).toBe(403);
    const badStatus = await post('user/updateCustomerDeviceDetails', owner, {
      device_id: 'DRB-100002',
      device_name: 'x',
      status: 'broken',
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toContain('status');
    await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRB-100002'],
      status: 'active',
      customer_id: await companyId(DEMO_COMPANY_NAME),
    });
  });
});

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rita',
  last_name: 'Restricted',
  email_address: `rita.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Rita#1234',
  phone_number: String(5550200000 + Math.floor(Math.random() * 99999)),
  employee_id: 'EMP-900',
  user_role: 'guest',
  device_id: 'DRB-100002',
  ...overrides,
});

describe('user profiles', () => {
  it('creates a profile with the defaults of the spec and reads it back', async () => {
    const customer_id = await companyId(DEMO_COMPANY_NAME);
    const input = profileInput({ customer_id });
    const created = await post<{ user_id: number }>('user/createUserProfile', owner, input);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(SERVER.userProfileCreated);
    const profile = await post<UserProfile>('user/editUserProfile', owner, {
      user_id: created.body.result.user_id,
    });
    expect(profile.body.result).toMatchObject({
      first_name: 'Rita',
      email_address: input.email_address,
      user_role: 'guest',
      user_status: 'No',
      access_restrictions: 'No',
      customer_id,
      company_name: DEMO_COMPANY_NAME,
      version: 1,
    });
    const devices = await post<UserDeviceRow[]>('user/getUserProfileDeviceList', owner, {
      user_id: created.body.result.user_id,
    });
    expect(devices.body.result).toEqual([{ device_id: 'DRB-100002', device_name: 'dRisk-Beta', role_id: 2 }]);
  });

  // Found by the contract fuzzer: a user_id past the database's integer range reached the query, a 500.
  it('refuses a user_id too large to be an id with a 400 naming it', async () => {
    const reply = await post('user/getUserProfileDeviceList', owner, { user_id: RECORD_ID_MAX + 1 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('user_id: must be a numeric id');
  });

  it("gives the spec's messages for bad input", async () => {
    const customer_id = await companyId(DEMO_COMPANY_NAME);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, VALIDATION.profileFirstNameRequired],
      [{ phone_number: '12345' }, VALIDATION.validCellNumber],
      [{ email_address: 'nope' }, VALIDATION.registrationEmailInvalid],
      [{ password: 'short' }, VALIDATION.validProfilePassword],
      [{ employee_id: '' }, VALIDATION.employeeIdRequired],
      [{ user_role: 'owner' }, VALIDATION.selectRole],
      [{ device_id: '' }, VALIDATION.selectDevice],
      [{ months: 'Jan,Smarch' }, 'months'],
      [{ start_time: '25:00' }, 'start_time'],
    ];
    for (const [overrides, message] of cases) {
      const reply = await post('user/createUserProfile', owner, profileInput({ customer_id, ...overrides }));
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    const duplicate = await post(
      'user/createUserProfile',
      owner,
      profileInput({ customer_id, email_address: 'admin@example.com' }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe(SERVER.duplicateUser);
    const otherDevice = await post(
      'user/createUserProfile',
      owner,
      profileInput({ customer_id, device_id: 'DRS-100003' }),
    );
    expect(otherDevice.status).toBe(400);
  });

  it('lists users paged, sorted and searched, with can_edit 0 for owners and oneself', async () => {
    const customer_id = await companyId(DEMO_COMPANY_NAME);
    const all = await get<CustomerUserRow[]>(
      `user/getCustomerUserDetails?customer_id=${customer_id}&per_page=100`,
      owner,
    );
    const ids = all.body.result.map((u) => u.user_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(total(all)).toBe(all.body.result.length);
    expect(all.body.result.find((u) => u.email_address === 'owner@example.com')?.can_edit).toBe(0);
    expect(all.body.result.find((u) => u.email_address === DEMO_PROFILES[0].email)).toMatchObject({
      can_edit: 1,
      device_count: 1,
    });
    expect(all.body.result.find((u) => u.email_address === 'owner@example.com')?.device_count).toBe(2);
    const page = await get<CustomerUserRow[]>(
      `user/getCustomerUserDetails?customer_id=${customer_id}&per_page=2&page=2&sort=email_address&order=asc`,
      owner,
    );
    const byEmail = [...all.body.result].sort((a, b) => a.email_address.localeCompare(b.email_address));
    expect(page.body.result.map((u) => u.user_id)).toEqual(byEmail.slice(2, 4).map((u) => u.user_id));
    const search = await get<CustomerUserRow[]>(`user/getCustomerUserDetails?q=OLGA`, owner);
    expect(search.body.result.map((u) => u.email_address)).toEqual([DEMO_PROFILES[1].email]);
  });

  it('edits a profile with optimistic concurrency, and never an owner or oneself', async () => {
    const customer_id = await companyId(DEMO_COMPANY_NAME);
    const created = await post<{ user_id: number }>(
      'user/createUserProfile',
      owner,
      profileInput({ customer_id }),
    );
    const user_id = created.body.result.user_id;
    const profile = (await post<UserProfile>('user/editUserProfile', owner, { user_id })).body.result;
    const update = {
      ...profile,
      first_name: 'Renamed',
      access_restrictions: 'Yes',
      months: 'Jan,Feb',
      days: 'Mon',
      start_time: '08:00 AM',
      end_time: '04:00 PM',
      version: profile.version,
    };
    const saved = await post('user/updateUserProfile', owner, update);
    expect(saved.status).toBe(200);
    const stale = await post('user/updateUserProfile', admin, update);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SERVER.staleVersion);
    const after = (await post<UserProfile>('user/editUserProfile', owner, { user_id })).body.result;
    expect(after).toMatchObject({
      first_name: 'Renamed',
      access_restrictions: 'Yes',
      months: 'Jan,Feb',
      days: 'Mon',
      version: 2,
    });

    const row = await post('user/editCustomerProfile', owner, {
      user_id,
      first_name: 'Row',
      email_address: after.email_address,
      phone_number: after.phone_number,
      employee_id: 'EMP-901',
    });
    expect(row.status).toBe(200);

    const ownerRows = await get<CustomerUserRow[]>(
      `user/getCustomerUserDetails?q=owner%40example.com`,
      owner,
    );
    const ownerId = ownerRows.body.result[0].user_id;
    const self = await post('user/deleteCustomerUser', owner, { user_id: ownerId });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(SERVER.ownProfileNotEditable);
  });

  it('assigns devices as Admin or Guest, changes the role and takes them away', async () => {
    const id = await newCompany('Profile Device Co');
    await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRB-100002'],
      status: 'active',
      customer_id: id,
    });
    const created = await post<{ user_id: number }>(
      'user/createUserProfile',
      owner,
      profileInput({ customer_id: id }),
    );
    const user_id = created.body.result.user_id;
    // Alpha joins the company; the profile can then be given it.
    await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRA-100001'],
      status: 'active',
      customer_id: id,
    });
    const offered = await post<{ device_id: string }[]>('user/addUserProfileDevices', owner, { user_id });
    expect(offered.body.result.map((d) => d.device_id)).toEqual(['DRA-100001']);
    const ownerRole = await post('user/insertUserProfileDeviceDetails', owner, {
      device_ids: ['DRA-100001'],
      role_id: 3,
      user_id,
    });
    expect(ownerRole.status).toBe(400);
    expect(ownerRole.body.message).toContain(VALIDATION.selectRole);
    const given = await post('user/insertUserProfileDeviceDetails', owner, {
      device_ids: ['DRA-100001'],
      role_id: 1,
      user_id,
    });
    expect(given.status).toBe(200);
    const changed = await post('user/updateUserProfileDeviceDetails', owner, {
      device_id: 'DRA-100001',
      device_name: 'Alpha at HQ',
      role_id: 2,
      user_id,
    });
    expect(changed.status).toBe(200);
    const list = await post<UserDeviceRow[]>('user/getUserProfileDeviceList', owner, {
      user_id,
      sort: 'device_id',
      order: 'ASC',
    });
    expect(list.body.result).toEqual([
      { device_id: 'DRA-100001', device_name: 'dRisk-Alpha', role_id: 2 },
      { device_id: 'DRB-100002', device_name: 'dRisk-Beta', role_id: 2 },
    ]);
    const removed = await post('user/deleteUserDevice', owner, { user_id, device_id: 'DRA-100001' });
    expect(removed.status).toBe(200);
    const again = await post('user/deleteUserDevice', owner, { user_id, device_id: 'DRA-100001' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SERVER.userDeviceNotMapped);

    // The device tree is the connected device's company (dRisk-Alpha moved here); registered users span all.
    const registered = await get<{
      device_tree: {
        company_name: string;
        user_details: { user_name: string; devices: { device_name: string; iot_devices: unknown[] }[] }[];
      };
      registered_users: { email_id: string; isRegistered: number }[];
    }>('user/registeredUsers', owner);
    expect(registered.body.result.device_tree.company_name).toBe('Profile Device Co');
    expect(registered.body.result.device_tree.user_details).toEqual([
      {
        user_name: 'Rita Restricted',
        devices: [{ device_name: 'dRisk-Beta', iot_devices: expect.any(Array) }],
      },
    ]);
    expect(registered.body.result.registered_users.map((u) => u.email_id)).toContain(DEMO_PROFILES[0].email);
    expect(
      registered.body.result.registered_users.find((u) => u.email_id === DEMO_PROFILES[2].email)
        ?.isRegistered,
    ).toBe(0);

    // Deleting the company unlinks its devices and users and deletes nothing else.
    const deleted = await post('user/deleteCustomer', owner, { customer_id: id });
    expect(deleted.status).toBe(200);
    const profile = await post<UserProfile>('user/editUserProfile', owner, { user_id });
    expect(profile.status).toBe(403);
    const gone = await companies(owner);
    expect(gone.body.result.map((c) => c.CustomerId)).not.toContain(id);
    const alpha = await get<{ device_details: { device_id: string }[] }>('user/getAllDriskDevices', owner);
    expect(alpha.status).toBe(200);
    // The profile's account and mapping survive: it can still sign in.
    const still = await server.call('user/login', {
      body: {
        email_address: (await server.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user_id) }))!
          .email,
        password: 'Rita#1234',
      },
    });
    expect(still.status).toBe(200);
    // Put the seeded devices back into the demo company.
    await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRA-100001', 'DRB-100002'],
      status: 'active',
      customer_id: await companyId(DEMO_COMPANY_NAME),
    });
  });

  it('deletes a profile; another company cannot', async () => {
    const second = await companyId(DEMO_SECOND_COMPANY);
    await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRB-100002'],
      status: 'active',
      customer_id: second,
    });
    const created = await post<{ user_id: number }>(
      'user/createUserProfile',
      owner,
      profileInput({ customer_id: second }),
    );
    const user_id = created.body.result.user_id;
    const foreign = await post('user/deleteCustomerUser', admin, { user_id });
    expect(foreign.status).toBe(403);
    const deleted = await post('user/deleteCustomerUser', owner, { user_id });
    expect(deleted.status).toBe(200);
    const read = await post('user/editUserProfile', owner, { user_id });
    expect(read.status).toBe(403);
    await post('user/insertCustomerDevices', owner, {
      device_ids: ['DRB-100002'],
      status: 'active',
      customer_id: await companyId(DEMO_COMPANY_NAME),
    });
  });
});

describe('audit log', () => {
  it('records who changed what, when, before and after, in ra-data-simple-rest shape', async () => {
    const id = await newCompany('Audited Ltd');
    const read = await post<Company[]>('user/getCustomerById', owner, { customer_id: id });
    await post('user/saveCustomerDetails', owner, { ...read.body.result[0], customer_name: 'Audited Plc' });
    const reply = await auditEntries(owner, { customer_id: id });
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((e) => e.action)).toEqual(['update', 'create']);
    const [update] = reply.body.result;
    expect(update).toMatchObject({
      actor_email: 'owner@example.com',
      resource: 'companies',
      record_id: String(id),
      before: expect.objectContaining({ customer_name: 'Audited Ltd' }),
      after: expect.objectContaining({ customer_name: 'Audited Plc' }),
    });
    expect(Date.parse(update.created_at)).not.toBeNaN();
    expect(reply.headers.get(CONTENT_RANGE_HEADER)).toBe('auditLog 0-1/2');
  });

  it('pages with range and never writes a password', async () => {
    const page = await get<AuditLogEntry[]>(
      `admin/audit-log?range=${encodeURIComponent('[1,2]')}&sort=${encodeURIComponent('["id","ASC"]')}`,
      owner,
    );
    expect(page.body.result).toHaveLength(2);
    const all = await auditEntries(owner);
    const totalRows = Number(page.headers.get(CONTENT_RANGE_HEADER)!.split('/')[1]);
    expect(totalRows).toBeGreaterThanOrEqual(all.body.result.length);
    expect(JSON.stringify(all.body.result)).not.toMatch(/password|Rita#1234/i);
    const bad = await get('admin/audit-log?range=oops', owner);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('range');
  });

  it("hides another company's entries", async () => {
    const second = await companyId(DEMO_SECOND_COMPANY);
    const adminView = await auditEntries(admin);
    expect(adminView.body.result.some((e) => e.customer_id === second)).toBe(false);
    expect(adminView.body.result.length).toBeGreaterThan(0);
  });
});

describe('access restrictions', () => {
  const office = DEMO_PROFILES[1];
  const signIn = () =>
    server.call<{ token: string }>('user/login', {
      body: { email_address: office.email, password: DEMO_PROFILE_PASSWORD },
    });

  it('signs in within the window and is refused outside it, on sign-in and on every request', async () => {
    now = MONDAY_10;
    const inside = await signIn();
    expect(inside.status).toBe(200);
    const token = inside.body.result.token;
    expect((await get('user/profile', token)).status).toBe(200);

    now = new Date('2026-11-23T18:30:00Z'); // Monday evening
    const evening = await get('user/profile', token);
    expect(evening.status).toBe(403);
    expect(evening.body.message).toBe(SERVER.accessRestricted);
    const late = await signIn();
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(SERVER.accessRestricted);

    now = new Date('2026-11-22T10:00:00Z'); // Sunday
    expect((await signIn()).status).toBe(403);

    now = MONDAY_10;
    expect((await get('user/profile', token)).status).toBe(200);
  });

  it('refuses months outside the list and takes a changed restriction at once', async () => {
    const summer = DEMO_PROFILES[2];
    now = MONDAY_10; // November
    const refused = await server.call('user/login', {
      body: { email_address: summer.email, password: DEMO_PROFILE_PASSWORD },
    });
    expect(refused.status).toBe(403);
    now = new Date('2026-07-06T10:00:00Z');
    expect(
      (
        await server.call('user/login', {
          body: { email_address: summer.email, password: DEMO_PROFILE_PASSWORD },
        })
      ).status,
    ).toBe(200);

    now = MONDAY_10;
    const token = (await signIn()).body.result.token;
    const rows = await get<CustomerUserRow[]>(
      `user/getCustomerUserDetails?q=${encodeURIComponent(office.email)}`,
      owner,
    );
    const profile = (
      await post<UserProfile>('user/editUserProfile', owner, { user_id: rows.body.result[0].user_id })
    ).body.result;
    await post('user/updateUserProfile', owner, { ...profile, days: 'Sat,Sun' });
    const blocked = await get('user/profile', token);
    expect(blocked.status).toBe(403);
    await post('user/updateUserProfile', owner, { ...profile, version: undefined });
    expect((await get('user/profile', token)).status).toBe(200);
  });

  it('a wrong password never reveals the restriction', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const reply = await server.call('user/login', {
      body: { email_address: office.email, password: 'Wrong#1234' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.invalidCredentials);
    now = MONDAY_10;
  });
});
