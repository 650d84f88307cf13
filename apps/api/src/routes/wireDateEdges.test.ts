import { ROLE, WIRE_DATE_ERRORS } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLogs } from '../db/schema';
import { registerUser, uniquePhone } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';
import { createTestDevice } from './deviceData/testDevice';

/*
 * Dates at the ends of the calendar. Before one wire-date module held the range, 01/01/0000 passed the check
 * (Date.UTC reads year 0 as 1900) and PostgreSQL then refused it, a period in the last days of 9999 computed an
 * end in year 10000, and years 0001-0099 were read as 1901-1999: each a 500, or a wrong answer. Now each is a
 * 400 naming the field.
 */

let server: TestServer;
let owner: string;
let deviceId: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
  deviceId = await createTestDevice(server.db, {
    members: { 'owner@example.com': ROLE.Owner },
    endpoints: [{ mac: 'A4:83:E7:70:00:01', ip: '10.7.0.11', name: 'Phone' }],
  });
  // The last second of the range, so the last day has something to list and export.
  await server.db.insert(issueLogs).values({
    deviceId,
    endpointIp: '10.7.0.11',
    websiteAccess: 'last.example.com',
    description: 'Blocked by access controls',
    occurredAt: new Date('9998-12-31T23:59:59Z'),
  });
});
afterAll(() => server?.close());

const OUT_OF_RANGE = ['01/01/0000', '06/15/0099', '01/01/1899', '12/31/9999', '12/25/9999'];

function expectRangeError(reply: { status: number; body: { message: string } }, field: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.message).toBe(`${field}: ${WIRE_DATE_ERRORS.range}`);
}

describe('dates of birth', () => {
  it.each(OUT_OF_RANGE)('user/registration refuses %s without signing in', async (dob) => {
    const reply = await server.call('user/registration', {
      body: {
        first_name: 'Edge',
        last_name: 'Case',
        password: 'Register#2024',
        email_address: `edge-${Math.random().toString(36).slice(2)}@example.net`,
        phone_number: uniquePhone(),
        dob,
        user_type: 'individual',
        loginType: 'eRisk',
        comapny_name: '',
        device_id: '',
        firebase_token: 'web',
      },
    });
    expectRangeError(reply, 'dob');
  });

  it.each(OUT_OF_RANGE)('user/updateProfile refuses %s and keeps the date it had', async (dob) => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const reply = await server.call('user/updateProfile', {
      token,
      body: { first_name: 'Edge', last_name: 'Case', phone_number: user.phone, dob },
    });
    expectRangeError(reply, 'dob');
    const profile = await server.call<{ dob: string }>('user/profile', { token });
    expect(profile.body.result.dob).toBe('02/14/1992');
  });

  it('keeps the first and the last day of the range as they were sent', async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    for (const dob of ['01/01/1900', '12/31/9998']) {
      const reply = await server.call('user/updateProfile', {
        token,
        body: { first_name: 'Edge', last_name: 'Case', phone_number: user.phone, dob },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const profile = await server.call<{ dob: string }>('user/profile', { token });
      expect(profile.body.result.dob).toBe(dob);
    }
  });
});

describe('periods', () => {
  const TYPES = ['day', 'yesterday', 'weekly', 'monthly', 'lastmonth'] as const;

  it.each(['user/getDashboardGraph', 'user/getDashboardData'])(
    '%s refuses a period outside the range, naming the date',
    async (call) => {
      for (const type of TYPES) {
        const start = await server.call(call, {
          token: owner,
          body: {
            device_id: deviceId,
            startDate: '12/31/9999',
            endDate: '12/31/9999',
            type,
            network: 'AllNetworks',
          },
        });
        expectRangeError(start, 'startDate');
        const early = await server.call(call, {
          token: owner,
          body: {
            device_id: deviceId,
            startDate: '03/01/0026',
            endDate: '03/02/2026',
            type,
            network: 'AllNetworks',
          },
        });
        expectRangeError(early, 'startDate');
        const end = await server.call(call, {
          token: owner,
          body: {
            device_id: deviceId,
            startDate: '03/01/2026',
            endDate: '01/01/0000',
            type,
            network: 'AllNetworks',
          },
        });
        expectRangeError(end, 'endDate');
      }
    },
  );

  it.each(['user/getDashboardGraph', 'user/getDashboardData'])(
    '%s answers the last month and week of the range',
    async (call) => {
      for (const type of TYPES) {
        const reply = await server.call(call, {
          token: owner,
          body: {
            device_id: deviceId,
            startDate: '12/31/9998',
            endDate: '12/31/9998',
            type,
            network: 'AllNetworks',
          },
        });
        expect(reply.status, `${type}: ${JSON.stringify(reply.body)}`).toBe(200);
      }
    },
  );

  it('user/getVulnerabilityLogs refuses a day outside the range and answers its last day', async () => {
    for (const date of OUT_OF_RANGE) {
      const reply = await server.call('user/getVulnerabilityLogs', {
        token: owner,
        body: { device_id: deviceId, date, ip_address: '10.7.0.11' },
      });
      expectRangeError(reply, 'date');
    }
    const last = await server.call<{ website_access: string }[]>('user/getVulnerabilityLogs', {
      token: owner,
      body: { device_id: deviceId, date: '12/31/9998', ip_address: '10.7.0.11' },
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.result.map((entry) => entry.website_access)).toEqual(['last.example.com']);
  });

  it('user/exportCSV refuses dates outside the range and exports the last day', async () => {
    for (const date of OUT_OF_RANGE) {
      expectRangeError(
        await server.call('user/exportCSV', {
          token: owner,
          body: { device_id: deviceId, ip_address: '10.7.0.11', start_date: date, end_date: date },
        }),
        'start_date',
      );
      expectRangeError(
        await server.call('user/exportCSV', {
          token: owner,
          body: { device_id: deviceId, ip_address: '10.7.0.11', start_date: date, end_date: '12/31/9998' },
        }),
        'start_date',
      );
      expectRangeError(
        await server.call('user/exportCSV', {
          token: owner,
          body: { device_id: deviceId, ip_address: '10.7.0.11', start_date: '12/30/9998', end_date: date },
        }),
        'end_date',
      );
    }
    const last = await server.call<{ url: string }>('user/exportCSV', {
      token: owner,
      body: {
        device_id: deviceId,
        ip_address: '10.7.0.11',
        start_date: '12/31/9998',
        end_date: '12/31/9998',
      },
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    const csv = await fetch(`${server.url}${last.body.result.url}`, { headers: { Auth: owner } });
    expect(await csv.text()).toContain('12/31/9998,23:59:59');
  });
});
