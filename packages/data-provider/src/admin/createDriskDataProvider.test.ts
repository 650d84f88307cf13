import { CONTENT_RANGE_HEADER, SERVER, TOTAL_COUNT_HEADER } from '@drisk/contract/client';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createDriskDataProvider } from './createDriskDataProvider';
import { createDriskHttpClient, type HttpClient, type HttpRequestOptions } from './driskHttpClient';
import { RESOURCE_ROUTES } from './resourceRoutes';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** An http client that records each request and answers `json` (with optional headers). */
function recorder(answers: { json: unknown; headers?: Record<string, string> }[]) {
  const sent: Sent[] = [];
  const httpClient: HttpClient = async (url: string, options: HttpRequestOptions = {}) => {
    sent.push({
      url,
      method: options.method ?? 'GET',
      body: options.body ? JSON.parse(options.body) : undefined,
    });
    const answer = answers.shift() ?? { json: null };
    return {
      status: 200,
      headers: new Headers(answer.headers),
      body: JSON.stringify(answer.json),
      json: answer.json,
    };
  };
  return { sent, provider: createDriskDataProvider({ apiUrl: '/api/3.0', httpClient }) };
}

const page = {
  pagination: { page: 2, perPage: 5 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

describe('the resource table', () => {
  it('comes from the contract: every admin resource has its calls', () => {
    expect(Object.keys(RESOURCE_ROUTES).sort()).toEqual(
      ['auditLog', 'companies', 'companyDevices', 'registeredUsers', 'scans', 'userDevices', 'users'].sort(),
    );
    expect(RESOURCE_ROUTES.companies?.create?.path).toBe('user/createCustomer');
  });
});

describe('companies', () => {
  it('getList sends paging, sort and search in the query and reads the total header', async () => {
    const { sent, provider } = recorder([
      {
        json: [{ CustomerId: 7, customer_name: 'Acme', version: 1 }],
        headers: { [TOTAL_COUNT_HEADER]: '11' },
      },
    ]);
    const reply = await provider.getList('companies', { ...page, filter: { q: 'acme' } });
    expect(sent).toEqual([
      {
        url: '/api/3.0/user/getCustomerDetails?q=acme&page=2&per_page=5&sort=CustomerId&order=DESC',
        method: 'GET',
        body: undefined,
      },
    ]);
    expect(reply).toEqual({ data: [{ id: 7, CustomerId: 7, customer_name: 'Acme', version: 1 }], total: 11 });
  });

  it('getOne, getMany, create, update (with the version read) and delete', async () => {
    const row = { customer_id: 7, customer_name: 'Acme', version: 3 };
    const { sent, provider } = recorder([
      { json: [row] },
      { json: [row] },
      { json: { customer_id: 8 } },
      { json: null },
      { json: null },
      { json: null },
    ]);
    expect((await provider.getOne('companies', { id: 7 })).data).toEqual({ ...row, id: 7 });
    expect((await provider.getMany('companies', { ids: [7] })).data).toEqual([{ ...row, id: 7 }]);
    expect((await provider.create('companies', { data: { customer_name: 'New' } })).data).toEqual({
      customer_name: 'New',
      customer_id: 8,
      id: 8,
    });
    await provider.update('companies', {
      id: 7,
      data: { customer_name: 'Renamed' },
      previousData: { ...row, id: 7 },
    });
    await provider.delete('companies', { id: 7, previousData: { ...row, id: 7 } });
    await provider.deleteMany('companies', { ids: [9] });
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/3.0/user/getCustomerById', { customer_id: 7 }],
      ['POST', '/api/3.0/user/getCustomerById', { customer_id: 7 }],
      ['POST', '/api/3.0/user/createCustomer', { customer_name: 'New' }],
      ['POST', '/api/3.0/user/saveCustomerDetails', { customer_name: 'Renamed', customer_id: 7, version: 3 }],
      ['POST', '/api/3.0/user/deleteCustomer', { customer_id: 7 }],
      ['POST', '/api/3.0/user/deleteCustomer', { customer_id: 9 }],
    ]);
  });
});

describe('two-factor fields (issue 16)', () => {
  it("reads and saves a company's require_two_factor, and keeps each user row's two_factor", async () => {
    const company = { customer_id: 7, customer_name: 'Acme', require_two_factor: false, version: 2 };
    const { sent, provider } = recorder([
      { json: [company] },
      { json: null },
      {
        json: [{ user_id: 5, first_name: 'Rita', two_factor: true }],
        headers: { [TOTAL_COUNT_HEADER]: '1' },
      },
    ]);
    const read = await provider.getOne('companies', { id: 7 });
    expect(read.data).toMatchObject({ id: 7, require_two_factor: false });
    await provider.update('companies', {
      id: 7,
      data: { ...read.data, require_two_factor: true },
      previousData: read.data,
    });
    expect(sent[1]).toMatchObject({
      method: 'POST',
      url: '/api/3.0/user/saveCustomerDetails',
      body: { customer_id: 7, require_two_factor: true, version: 2 },
    });
    const users = await provider.getList('users', page);
    expect(users.data).toEqual([{ id: 5, user_id: 5, first_name: 'Rita', two_factor: true }]);
  });
});

describe('company devices', () => {
  it('lists by company, adds, edits and removes with the link id', async () => {
    const device = {
      Id: 4,
      device_id: 'DRB-1',
      device_name: 'Beta',
      status: 'active',
      customer_id: 7,
      version: 2,
    };
    const { sent, provider } = recorder([
      { json: [device], headers: { [TOTAL_COUNT_HEADER]: '1' } },
      { json: null },
      { json: null },
      { json: null },
    ]);
    const list = await provider.getManyReference('companyDevices', {
      target: 'customer_id',
      id: 7,
      ...page,
    });
    expect(list).toEqual({ data: [{ ...device, id: '4:DRB-1' }], total: 1 });
    const created = await provider.create('companyDevices', {
      data: { device_ids: ['DRB-1'], status: 'active', customer_id: 7 },
    });
    expect(created.data.id).toBe('DRB-1');
    await provider.update('companyDevices', {
      id: '4:DRB-1',
      data: { device_name: 'Van', status: 'in-active' },
      previousData: { ...device, id: '4:DRB-1' },
    });
    await provider.delete('companyDevices', { id: '4:DRB-1', previousData: { ...device, id: '4:DRB-1' } });
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      [
        'GET',
        '/api/3.0/user/getCustomerDeviceDetails?customer_id=7&page=2&per_page=5&sort=Id&order=DESC',
        undefined,
      ],
      [
        'POST',
        '/api/3.0/user/insertCustomerDevices',
        { device_ids: ['DRB-1'], status: 'active', customer_id: 7 },
      ],
      [
        'POST',
        '/api/3.0/user/updateCustomerDeviceDetails',
        { device_name: 'Van', status: 'in-active', Id: 4, device_id: 'DRB-1', version: 2 },
      ],
      ['POST', '/api/3.0/user/deleteCustomerDevice', { Id: 4, device_id: 'DRB-1' }],
    ]);
  });

  // Regression: deleteMany gets only ids, and sent no link Id, so the server refused every bulk delete (400).
  it('deleteMany sends the link id and the device id of each record', async () => {
    const { sent, provider } = recorder([{ json: null }, { json: null }]);
    await provider.deleteMany('companyDevices', { ids: ['4:DRB-1', '9:DRA-2'] });
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/3.0/user/deleteCustomerDevice', { Id: 4, device_id: 'DRB-1' }],
      ['/api/3.0/user/deleteCustomerDevice', { Id: 9, device_id: 'DRA-2' }],
    ]);
  });

  it('asks the server which devices can be added to a company or given to a user', async () => {
    const offered = [{ device_id: 'DRB-2', device_name: 'Gamma' }];
    const { sent, provider } = recorder([{ json: offered }, { json: offered }]);
    expect(await provider.availableDevices({ companyId: 7 })).toEqual(offered);
    expect(await provider.availableDevices({ userId: 5 })).toEqual(offered);
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/3.0/user/getAvailableCustomerDevices', { id: 7 }],
      ['POST', '/api/3.0/user/addUserProfileDevices', { user_id: 5 }],
    ]);
  });
});

describe('users and their devices', () => {
  it('maps every method of users onto the profile calls', async () => {
    const profile = { user_id: 5, first_name: 'Rita', version: 1 };
    const { sent, provider } = recorder([
      { json: [profile], headers: { [TOTAL_COUNT_HEADER]: '30' } },
      { json: profile },
      { json: { user_id: 6 } },
      { json: null },
      { json: null },
    ]);
    expect(
      (await provider.getList('users', { ...page, sort: { field: 'email_address', order: 'ASC' } })).total,
    ).toBe(30);
    expect((await provider.getOne('users', { id: 5 })).data).toEqual({ ...profile, id: 5 });
    expect((await provider.create('users', { data: { first_name: 'New' } })).data.id).toBe(6);
    await provider.update('users', {
      id: 5,
      data: { first_name: 'Ria' },
      previousData: { ...profile, id: 5 },
    });
    await provider.delete('users', { id: 5 });
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      [
        'GET',
        '/api/3.0/user/getCustomerUserDetails?page=2&per_page=5&sort=email_address&order=ASC',
        undefined,
      ],
      ['POST', '/api/3.0/user/editUserProfile', { user_id: 5 }],
      ['POST', '/api/3.0/user/createUserProfile', { first_name: 'New' }],
      ['POST', '/api/3.0/user/updateUserProfile', { first_name: 'Ria', user_id: 5, version: 1 }],
      ['POST', '/api/3.0/user/deleteCustomerUser', { user_id: 5 }],
    ]);
  });

  // Regression: the server's rows carry no user_id, so ids read 'undefined:DRA-1' and edits went nowhere.
  it("identifies a user's device rows by the user asked for when the rows do not name it", async () => {
    const { provider } = recorder([
      {
        json: [{ device_id: 'DRA-1', device_name: 'Alpha', role_id: 2 }],
        headers: { [TOTAL_COUNT_HEADER]: '1' },
      },
    ]);
    const list = await provider.getList('userDevices', { ...page, filter: { user_id: 5 } });
    expect(list.data[0]).toMatchObject({ id: '5:DRA-1', user_id: 5 });
  });

  it("maps a user's devices, identified by user and device", async () => {
    const { sent, provider } = recorder([
      {
        json: [{ device_id: 'DRA-1', device_name: 'Alpha', role_id: 2, user_id: 5 }],
        headers: { [TOTAL_COUNT_HEADER]: '1' },
      },
      { json: null },
      { json: null },
      { json: null },
    ]);
    const list = await provider.getManyReference('userDevices', {
      target: 'user_id',
      id: 5,
      ...page,
      filter: { q: 'al' },
    });
    expect(list.data[0].id).toBe('5:DRA-1');
    await provider.create('userDevices', { data: { device_ids: ['DRA-1'], role_id: 1, user_id: 5 } });
    await provider.update('userDevices', {
      id: '5:DRA-1',
      data: { device_name: 'Alpha', role_id: 2 },
      previousData: { id: '5:DRA-1' },
    });
    await provider.delete('userDevices', { id: '5:DRA-1' });
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      [
        'POST',
        '/api/3.0/user/getUserProfileDeviceList',
        { user_id: 5, query: 'al', page: 2, per_page: 5, sort: 'device_id', order: 'DESC' },
      ],
      [
        'POST',
        '/api/3.0/user/insertUserProfileDeviceDetails',
        { device_ids: ['DRA-1'], role_id: 1, user_id: 5 },
      ],
      [
        'POST',
        '/api/3.0/user/updateUserProfileDeviceDetails',
        { device_name: 'Alpha', role_id: 2, user_id: 5, device_id: 'DRA-1' },
      ],
      ['POST', '/api/3.0/user/deleteUserDevice', { user_id: 5, device_id: 'DRA-1' }],
    ]);
  });
});

describe('registered users, scans and the audit log', () => {
  it('pages the registered users of the one call', async () => {
    const registered = Array.from({ length: 7 }, (_, i) => ({
      email_id: `u${i}@example.com`,
      isRegistered: 1,
    }));
    const { sent, provider } = recorder([{ json: { device_tree: {}, registered_users: registered } }]);
    const list = await provider.getList('registeredUsers', page);
    expect(list.total).toBe(7);
    expect(list.data.map((r) => r.id)).toEqual(['u5@example.com', 'u6@example.com']);
    expect(sent[0]).toEqual({ url: '/api/3.0/user/registeredUsers', method: 'GET', body: undefined });
  });

  it("lists the company's scans on the server, each named by its unique_id, and links a report", async () => {
    const { sent, provider } = recorder([
      {
        json: [{ unique_id: 's-1', scan_name: 'Full network audit' }],
        headers: { [TOTAL_COUNT_HEADER]: '6' },
      },
      { json: { url: '/api/3.0/exports/abc' } },
    ]);
    const list = await provider.getList('scans', { ...page, filter: { q: 'audit' } });
    expect(list).toEqual({
      data: [{ id: 's-1', unique_id: 's-1', scan_name: 'Full network audit' }],
      total: 6,
    });
    const url = new URL(sent[0].url, 'http://x');
    expect(url.pathname).toBe('/api/3.0/admin/scans');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'audit',
      page: '2',
      per_page: '5',
      sort: 'created_date',
      order: 'DESC',
    });
    expect(await provider.scanReportLink('s-1', 'pdf')).toBe('/api/3.0/exports/abc');
    expect(sent[1]).toEqual({
      url: '/api/3.0/admin/scan-report',
      method: 'POST',
      body: { unique_id: 's-1', format: 'pdf' },
    });
  });

  it('delegates the audit log to ra-data-simple-rest', async () => {
    const { sent, provider } = recorder([
      { json: [{ id: 3, action: 'create' }], headers: { [CONTENT_RANGE_HEADER]: 'auditLog 5-5/6' } },
    ]);
    const list = await provider.getList('auditLog', page);
    expect(list).toEqual({ data: [{ id: 3, action: 'create' }], total: 6 });
    const url = new URL(sent[0].url, 'http://x');
    expect(url.pathname).toBe('/api/3.0/admin/audit-log');
    expect(url.searchParams.get('range')).toBe('[5,9]');
    expect(url.searchParams.get('sort')).toBe('["id","DESC"]');
  });
});

describe('createDriskHttpClient', () => {
  it('sends the token, unwraps the envelope, and rejects with HttpError carrying the server message', async () => {
    const seen: Request[] = [];
    const replies = [
      new Response(JSON.stringify({ statusCode: 200, message: 'Success', result: [1] }), {
        headers: { 'X-Total-Count': '1' },
      }),
      new Response(JSON.stringify({ statusCode: 409, message: SERVER.staleVersion, result: null }), {
        status: 409,
      }),
      new Response('<html>proxy</html>', { status: 502 }),
    ];
    const client = createDriskHttpClient({
      getToken: () => 'tok',
      fetch: async (input, init) => {
        seen.push(new Request(new URL(String(input), 'http://x'), init));
        return replies.shift()!;
      },
    });
    const ok = await client('/api/3.0/user/getCustomerDetails');
    expect(ok.json).toEqual([1]);
    expect(seen[0].headers.get('Auth')).toBe('tok');
    const stale = await client('/api/3.0/user/saveCustomerDetails', { method: 'POST', body: '{}' }).catch(
      (e) => e,
    );
    expect(stale).toBeInstanceOf(HttpError);
    expect(stale).toMatchObject({ message: SERVER.staleVersion, status: 409 });
    expect(seen[1].headers.get('Content-Type')).toBe('application/json');
    const broken = await client('/api/3.0/x').catch((e) => e);
    expect(broken).toMatchObject({ status: 502 });
  });
});
