import { ROLE, SERVER, VALIDATION, wireDateOf, type DashboardData, type GraphPoint } from '@drisk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, usageSamples } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { createTestDevice } from '../deviceData/testDevice';
import { signInDemoUsers } from '../../test/demoSessions';

const MiB = 1024 * 1024;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let owner: string;
let solo: string;
/** A gateway with usage around New Year 2026 (the ISO week of Mon 12/29/2025 to Sun 01/04/2026). */
let usageDevice: string;
/** A gateway that never reported usage. */
let quietDevice: string;

/** A gateway total (endpoint_mac '') and, to prove it is not counted twice, the same bytes as an endpoint row. */
async function addUsage(
  deviceId: string,
  at: string,
  network: 'LAN' | 'Cellular',
  downloadMiB: number,
  uploadMiB: number,
) {
  const row = {
    deviceId,
    network,
    bucketStart: new Date(at),
    downloadBytes: downloadMiB * MiB,
    uploadBytes: uploadMiB * MiB,
  };
  await server.db.insert(usageSamples).values([
    { ...row, endpointMac: '' },
    { ...row, endpointMac: 'A4:83:E7:99:00:01' },
  ]);
}

const graph = (token: string, body: Record<string, unknown>) =>
  server.call<{ data: GraphPoint[] }>('user/getDashboardGraph', { token, body });
const data = (token: string, body: Record<string, unknown>) =>
  server.call<DashboardData>('user/getDashboardData', { token, body });

beforeAll(async () => {
  server = await getTestServer();
  [owner, solo] = await signInDemoUsers(server, 'owner', 'solo');
  usageDevice = await createTestDevice(server.db, { members: { 'owner@example.com': ROLE.Owner } });
  quietDevice = await createTestDevice(server.db, { members: { 'owner@example.com': ROLE.Owner } });
  await addUsage(usageDevice, '2025-12-28T12:00:00Z', 'LAN', 7, 0); // Sunday before the week
  await addUsage(usageDevice, '2025-12-31T10:05:00Z', 'LAN', 1, 0.5);
  await addUsage(usageDevice, '2025-12-31T10:50:00Z', 'LAN', 1, 0.5);
  await addUsage(usageDevice, '2025-12-31T18:00:00Z', 'Cellular', 3, 1);
  await addUsage(usageDevice, '2026-01-02T00:00:00Z', 'LAN', 5, 0);
  await addUsage(usageDevice, '2026-01-05T00:00:00Z', 'LAN', 11, 0); // Monday after the week
});
afterAll(() => server?.close());

describe('user/getDashboardGraph', () => {
  it('answers a day hour by hour from the gateway totals, per network', async () => {
    const day = { device_id: usageDevice, startDate: '12/31/2025', endDate: '01/01/2026', type: 'day' };
    const all = await graph(owner, { ...day, network: 'AllNetworks' });
    expect(all.status).toBe(200);
    expect(all.body.message).toBe(SERVER.success);
    expect(all.body.result.data).toHaveLength(24);
    expect(all.body.result.data[0]).toEqual({
      time: '00:00',
      data_download: '0.00 MB',
      data_upload: '0.00 MB',
    });
    expect(all.body.result.data[10]).toEqual({
      time: '10:00',
      data_download: '2.00 MB',
      data_upload: '1.00 MB',
    });
    expect(all.body.result.data[18]).toEqual({
      time: '18:00',
      data_download: '3.00 MB',
      data_upload: '1.00 MB',
    });

    const lan = await graph(owner, { ...day, network: 'LAN' });
    expect(lan.body.result.data[10].data_download).toBe('2.00 MB');
    expect(lan.body.result.data[18].data_download).toBe('0.00 MB');
    const cellular = await graph(owner, { ...day, network: 'Cellular' });
    expect(cellular.body.result.data[10].data_download).toBe('0.00 MB');
    expect(cellular.body.result.data[18]).toEqual({
      time: '18:00',
      data_download: '3.00 MB',
      data_upload: '1.00 MB',
    });
  });

  it('answers yesterday like a day, a day sent twice as that day, and several days with dated hours', async () => {
    const yesterday = await graph(owner, {
      device_id: usageDevice,
      startDate: '12/31/2025',
      endDate: '01/01/2026',
      type: 'yesterday',
      network: 'AllNetworks',
    });
    expect(yesterday.body.result.data[10].data_download).toBe('2.00 MB');
    const same = await graph(owner, {
      device_id: usageDevice,
      startDate: '12/31/2025',
      endDate: '12/31/2025',
      type: 'day',
      network: 'AllNetworks',
    });
    expect(same.body.result.data).toHaveLength(24);
    const twoDays = await graph(owner, {
      device_id: usageDevice,
      startDate: '12/31/2025',
      endDate: '01/02/2026',
      type: 'day',
      network: 'AllNetworks',
    });
    expect(twoDays.body.result.data).toHaveLength(48);
    expect(twoDays.body.result.data[24].time).toBe('01/01 00:00');
    expect(twoDays.body.result.data[10]).toEqual({
      time: '12/31 10:00',
      data_download: '2.00 MB',
      data_upload: '1.00 MB',
    });
  });

  it('answers the ISO week across New Year day by day, Mon to Sun, whatever day of it is sent', async () => {
    for (const startDate of ['12/29/2025', '01/01/2026', '01/04/2026']) {
      const week = await graph(owner, {
        device_id: usageDevice,
        startDate,
        endDate: '01/04/2026',
        type: 'weekly',
        network: 'AllNetworks',
      });
      expect(week.status).toBe(200);
      expect(week.body.result.data.map((point) => point.time)).toEqual([
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
        'Sun',
      ]);
      expect(week.body.result.data.map((point) => point.data_download)).toEqual([
        '0.00 MB',
        '0.00 MB',
        '5.00 MB',
        '0.00 MB',
        '5.00 MB',
        '0.00 MB',
        '0.00 MB',
      ]);
    }
  });

  it('answers a month day by day with MM/DD/YYYY dates, Last Month sent as monthly alike', async () => {
    for (const type of ['monthly', 'lastmonth']) {
      const month = await graph(owner, {
        device_id: usageDevice,
        startDate: '12/01/2025',
        endDate: '01/01/2026',
        type,
        network: 'AllNetworks',
      });
      expect(month.status).toBe(200);
      const points = month.body.result.data;
      expect(points).toHaveLength(31);
      expect(points[0]).toEqual({ date: '12/01/2025', data_download: '0.00 MB', data_upload: '0.00 MB' });
      expect(points[27]).toEqual({ date: '12/28/2025', data_download: '7.00 MB', data_upload: '0.00 MB' });
      expect(points[30]).toEqual({ date: '12/31/2025', data_download: '5.00 MB', data_upload: '2.00 MB' });
    }
    const february = await graph(owner, {
      device_id: usageDevice,
      startDate: '02/01/2024',
      endDate: '03/01/2024',
      type: 'monthly',
      network: 'AllNetworks',
    });
    // No usage that month: the message, not 29 empty bars.
    expect(february.body.result.data).toEqual([]);
  });

  it("answers 200 'No information available' with no bars when the period has no usage", async () => {
    const quiet = await graph(owner, {
      device_id: quietDevice,
      startDate: '12/31/2025',
      endDate: '01/01/2026',
      type: 'day',
      network: 'AllNetworks',
    });
    expect(quiet.status).toBe(200);
    expect(quiet.body).toEqual({ statusCode: 200, message: SERVER.noInformation, result: { data: [] } });
    const noCellular = await graph(owner, {
      device_id: usageDevice,
      startDate: '01/02/2026',
      endDate: '01/03/2026',
      type: 'day',
      network: 'Cellular',
    });
    expect(noCellular.body.message).toBe(SERVER.noInformation);
  });

  it('answers every period and network of the seeded history of dRisk-Alpha', async () => {
    const [span] = (
      (await server.db.execute(
        sql`SELECT min(hour_start) AS first, max(hour_start) AS last FROM usage_hourly WHERE device_id = 'DRA-100001'`,
      )) as unknown as { rows: { first: string | Date; last: string | Date }[] }
    ).rows;
    const last = new Date(span.last).getTime();
    expect(last - new Date(span.first).getTime()).toBeGreaterThanOrEqual(90 * DAY);
    const lastDay = wireDateOf(last);
    for (const type of ['day', 'yesterday', 'weekly', 'monthly', 'lastmonth']) {
      for (const network of ['AllNetworks', 'LAN', 'Cellular']) {
        const reply = await graph(owner, {
          device_id: 'DRA-100001',
          startDate: wireDateOf(last - 40 * DAY),
          endDate: wireDateOf(last - 39 * DAY),
          type,
          network,
        });
        expect(reply.status, `${type} ${network}`).toBe(200);
        expect(reply.body.result.data.length, `${type} ${network}`).toBeGreaterThan(0);
      }
    }
    const lastHours = await graph(owner, {
      device_id: 'DRA-100001',
      startDate: lastDay,
      endDate: wireDateOf(last + DAY),
      type: 'day',
      network: 'AllNetworks',
    });
    expect(lastHours.body.result.data.some((point) => point.data_download !== '0.00 MB')).toBe(true);
  });

  it('refuses a device the caller is not mapped to, existing or not, with the same 403', async () => {
    const body = { startDate: '12/31/2025', endDate: '01/01/2026', type: 'day', network: 'AllNetworks' };
    const other = await graph(solo, { ...body, device_id: usageDevice });
    const missing = await graph(solo, { ...body, device_id: 'NOPE-000000' });
    expect(other.status).toBe(403);
    expect(other.body).toEqual(missing.body);
    expect(other.body.message).toBe(SERVER.deviceForbidden);
  });

  it.each([
    [{}, 'device_id: is required'],
    [{ startDate: '2025-12-31' }, 'startDate: must be a date as MM/DD/YYYY'],
    [{ startDate: '02/30/2025' }, 'startDate: must be a real calendar date'],
    [{ type: 'hourly' }, 'type:'],
    [{ network: 'WiFi' }, 'network:'],
    [{ endDate: '12/30/2025' }, `endDate: ${VALIDATION.endBeforeStart}`],
    [{ endDate: '01/31/2026' }, 'endDate: a day view covers at most 7 days'],
  ])('answers bad input %j with 400 %s', async (change, message) => {
    const body = {
      device_id: usageDevice,
      startDate: '12/31/2025',
      endDate: '01/01/2026',
      type: 'day',
      network: 'AllNetworks',
      ...change,
    };
    if (Object.keys(change).length === 0) delete (body as Partial<typeof body>).device_id;
    const reply = await graph(owner, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message.startsWith(message)).toBe(true);
  });
});

describe('user/getDashboardData', () => {
  it('answers the plan, the period use per network and the endpoints', async () => {
    const now = Date.now();
    const expiresAt = new Date(now + 10 * DAY);
    const deviceId = await createTestDevice(server.db, {
      members: { 'owner@example.com': ROLE.Owner },
      dataPlan: { capBytes: 10 * 1024 * MiB, expiresAt },
      endpoints: [
        { mac: 'A4:83:E7:20:00:01', ip: '10.0.0.11', name: 'Phone', connectedHours: 5.5 },
        { mac: 'A4:83:E7:20:00:02', ip: '10.0.0.12', name: 'Offline laptop', online: false },
        {
          mac: 'A4:83:E7:20:00:03',
          ip: '10.0.0.13',
          name: 'Blocked TV',
          blockedUntil: new Date(now + HOUR),
        },
        { mac: 'A4:83:E7:20:00:04', ip: '10.0.0.14', name: 'New tablet', blockedPermanent: true },
      ],
    });
    const sampleAt = Math.floor((now - DAY) / HOUR) * HOUR;
    await addUsage(deviceId, new Date(sampleAt).toISOString(), 'Cellular', 512, 512);
    await addUsage(deviceId, new Date(sampleAt).toISOString(), 'LAN', 100, 28);
    // Before the plan's 30-day term: counted for its day, not against the plan.
    await addUsage(deviceId, new Date(expiresAt.getTime() - 31 * DAY).toISOString(), 'Cellular', 300, 0);

    const reply = await data(owner, {
      device_id: deviceId,
      startDate: wireDateOf(sampleAt),
      endDate: wireDateOf(sampleAt + DAY),
      type: 'day',
      network: 'AllNetworks',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result.bandwidthdata).toEqual({
      used_data: '1.00 GB',
      left_data: '9.00 GB',
      expiry_date: wireDateOf(expiresAt),
      used_data_graph: 1024,
      left_data_graph: 9216,
      total_data_graph: 10240,
      cellular_data_usage: '1.00 GB',
      lan_data_usage: '128.00 MB',
    });
    const [phone] = reply.body.result.iotdevice;
    expect(reply.body.result.iotdevice.map((endpoint) => endpoint.name)).toEqual(['Phone']);
    expect(phone).toMatchObject({ mac_address: 'A4:83:E7:20:00:01', ip_address: '10.0.0.11' });
    expect(phone.connected_time).toBeGreaterThanOrEqual(5.5);
    expect(phone.connected_time).toBeLessThan(5.6);
    expect(Number.isInteger(phone.connected_time * 100)).toBe(true);
    expect(reply.body.result.blocked_devices).toEqual([
      // The timed block carries its end (Home counts down to it); the new device awaiting approval has none.
      {
        name: 'Blocked TV',
        mac_address: 'A4:83:E7:20:00:03',
        ip_address: '10.0.0.13',
        blocked_until: now + HOUR,
      },
      { name: 'New tablet', mac_address: 'A4:83:E7:20:00:04', ip_address: '10.0.0.14', blocked_until: null },
    ]);
  });

  it('treats a timed block whose end has passed as over, without writing; the clean-up job forgets it', async () => {
    const ended = new Date(Date.now() - 1000);
    const deviceId = await createTestDevice(server.db, {
      members: { 'owner@example.com': ROLE.Owner },
      endpoints: [
        { mac: 'A4:83:E7:30:00:01', ip: '10.0.1.11', name: 'Was blocked 15 minutes', blockedUntil: ended },
        {
          mac: 'A4:83:E7:30:00:02',
          ip: '10.0.1.12',
          name: 'Blocked another hour',
          blockedUntil: new Date(Date.now() + HOUR),
        },
      ],
    });
    const blockedUntil = async () =>
      Object.fromEntries(
        (
          await server.db
            .select({ mac: endpoints.macAddress, until: endpoints.blockedUntil })
            .from(endpoints)
            .where(eq(endpoints.deviceId, deviceId))
        ).map((row) => [row.mac, row.until]),
      );
    const before = await blockedUntil();
    const stamp = server.app.versions.stamp();
    for (let read = 0; read < 2; read += 1) {
      const reply = await data(owner, {
        device_id: deviceId,
        startDate: '12/31/2025',
        endDate: '01/01/2026',
        type: 'day',
        network: 'AllNetworks',
      });
      expect(reply.body.result.blocked_devices.map((endpoint) => endpoint.name)).toEqual([
        'Blocked another hour',
      ]);
      expect(reply.body.result.iotdevice.map((endpoint) => endpoint.name)).toEqual([
        'Was blocked 15 minutes',
      ]);
    }
    // The reads wrote nothing: the ended block is still stored, and nobody was told the device changed.
    expect(await blockedUntil()).toEqual(before);
    expect(before['A4:83:E7:30:00:01']).toEqual(ended);
    expect(server.app.versions.deviceChangedSince(deviceId, stamp)).toBe(false);

    expect(await server.app.endedBlockCleanup.runOnce()).toContain(deviceId);
    expect(await blockedUntil()).toEqual({ ...before, 'A4:83:E7:30:00:01': null });
    expect(server.app.versions.deviceChangedSince(deviceId, stamp)).toBe(true);
    const after = await data(owner, {
      device_id: deviceId,
      startDate: '12/31/2025',
      endDate: '01/01/2026',
      type: 'day',
      network: 'AllNetworks',
    });
    expect(after.body.result.blocked_devices.map((endpoint) => endpoint.name)).toEqual([
      'Blocked another hour',
    ]);
    expect(await server.app.endedBlockCleanup.runOnce()).not.toContain(deviceId);
  });

  it('answers zeros and no expiry for a device without a plan or usage', async () => {
    const reply = await data(owner, {
      device_id: quietDevice,
      startDate: '12/01/2025',
      endDate: '01/01/2026',
      type: 'monthly',
      network: 'LAN',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual({
      bandwidthdata: {
        used_data: '0.00 MB',
        left_data: '0.00 MB',
        expiry_date: '',
        used_data_graph: 0,
        left_data_graph: 0,
        total_data_graph: 0,
        cellular_data_usage: '0.00 MB',
        lan_data_usage: '0.00 MB',
      },
      iotdevice: [],
      blocked_devices: [],
    });
  });

  it('counts the period of a week or a month for the Cellular and LAN figures', async () => {
    const week = await data(owner, {
      device_id: usageDevice,
      startDate: '12/29/2025',
      endDate: '01/04/2026',
      type: 'weekly',
      network: 'AllNetworks',
    });
    expect(week.body.result.bandwidthdata.lan_data_usage).toBe('8.00 MB');
    expect(week.body.result.bandwidthdata.cellular_data_usage).toBe('4.00 MB');
    const month = await data(owner, {
      device_id: usageDevice,
      startDate: '12/01/2025',
      endDate: '01/01/2026',
      type: 'lastmonth',
      network: 'AllNetworks',
    });
    expect(month.body.result.bandwidthdata.lan_data_usage).toBe('10.00 MB');
  });

  it('refuses another user’s device with 403 and bad input with 400', async () => {
    const body = { startDate: '12/31/2025', endDate: '01/01/2026', type: 'day', network: 'AllNetworks' };
    const forbidden = await data(solo, { ...body, device_id: usageDevice });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(SERVER.deviceForbidden);
    expect(forbidden.body.result).toBeNull();
    for (const bad of [{ ...body }, { ...body, device_id: usageDevice, type: 7 }, 'not an object']) {
      const reply = await server.call('user/getDashboardData', { token: owner, body: bad });
      expect(reply.status).toBe(400);
    }
  });
});
