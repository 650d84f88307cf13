import {
  ROLE,
  SCAN_STATUS,
  SCAN_UPDATE_MODULES,
  SERVER,
  topics,
  type ScanOverview,
  type ScanRow,
  type ScanUpdateMessage,
} from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The real virtual gateway, so the run crosses the broker exactly as in production (test-only import).
import { startGateway, type GatewayHandle } from '../../../gateway-sim/src/gateway';
import { endpoints, notifications, scanReports, users } from '../db/schema';
import { setDeviceSecret } from '../db/seed/gatewayCredentials';
import { createTestDevice } from '../routes/deviceData/testDevice';
import { collect, connectMqtt, waitFor } from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';
import { autoScanName } from './recordScanRuns';

const CAMERA = { name: 'Front-door camera', ip_address: '10.20.0.12', mac_address: 'BC:AD:28:20:00:12' };
const TV = { name: 'Living-room TV', ip_address: '10.20.0.13', mac_address: 'A8:23:FE:20:00:13' };

let server: TestServer;
let owner: string;
let ownerId: number;
const open: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
  owner = await server.login('owner@example.com', 'Owner#12345');
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@example.com'));
  ownerId = row.id;
}, 300_000);
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});
afterAll(() => server?.close());

/** A device with a camera and a TV (both always online), its sim gateway synced, and the owner's app watching it. */
async function gatewayWithApp(options: { scanTimeScale: number }) {
  const deviceId = await createTestDevice(server.db, {
    members: { 'owner@example.com': ROLE.Owner },
    endpoints: [CAMERA, TV].map((e) => ({ mac: e.mac_address, ip: e.ip_address, name: e.name })),
  });
  const secret = await setDeviceSecret(server.db, deviceId);
  server.app.realtime.credentials.clearCache();
  let synced = false;
  const gateway: GatewayHandle = startGateway({
    deviceId,
    secret,
    brokerUrl: server.mqttUrl!,
    tickMs: 500,
    scanTickMs: 100,
    syncWaitMs: 0,
    visitorMeanHours: 0,
    scanTimeScale: options.scanTimeScale,
    onStatus: (status) => {
      if (status.state === 'synced') synced = true;
    },
  });
  open.push({ close: () => gateway.stop() });
  await gateway.ready;
  await waitFor(() => synced, 10_000, 'the gateway to sync');
  const app: MqttClient = await connectMqtt(server, String(ownerId), owner);
  open.push({ close: () => app.endAsync(true) });
  // The battery goes out on the same topic: only scan updates have a result.
  const live = collect(app, topics.deviceApp(deviceId)) as Array<Partial<ScanUpdateMessage>>;
  await app.subscribeAsync(topics.deviceApp(deviceId), { qos: 1 });
  return { deviceId, gateway, live };
}

const createQuickScan = async (deviceId: string, scanConfig = 'full_and_fast') => {
  const now = Date.now();
  const reply = await server.call<ScanRow>('user/createVulnerabilityScan', {
    token: owner,
    body: {
      device_id: deviceId,
      scan_name: 'Front door check',
      scan_config: scanConfig,
      schedule: {
        run_from: now,
        run_until: now,
        recurrence: {
          pattern: { type: 'once', interval: 1, days_of_week: [], days_of_month: [], months_of_year: [] },
        },
      },
      devices: [CAMERA, TV],
    },
  });
  expect(reply.status).toBe(200);
  return reply.body.result.unique_id;
};

const rowOf = async (deviceId: string, uniqueId: string) => {
  const reply = await server.call<ScanOverview>('user/getVulnerabilityScanning', {
    token: owner,
    body: { device_id: deviceId },
  });
  return reply.body.result.reports.find((row) => row.unique_id === uniqueId)!;
};

const statusesOf = (live: Array<Partial<ScanUpdateMessage>>, uniqueId: string) =>
  live
    .filter((m) => m.result?.unique_id === uniqueId && m.module === SCAN_UPDATE_MODULES.status)
    .map((m) => m.result!.value);

describe(
  'a scan run end to end: api scheduler → broker → sim gateway → browser and report',
  { timeout: 120_000 },
  () => {
    it('reaches Done live, with the severity, and stores a report whose HTML lists the findings', async () => {
      const { deviceId, live } = await gatewayWithApp({ scanTimeScale: 0.05 });
      const uniqueId = await createQuickScan(deviceId);
      await server.app.scanScheduler.tick();

      await waitFor(
        () => statusesOf(live, uniqueId).includes(SCAN_STATUS.done),
        15_000,
        'Done on the device topic',
      );
      const statuses = statusesOf(live, uniqueId);
      expect(statuses[0]).toBe(SCAN_STATUS.queued);
      expect(statuses.some((s) => /^Running \d+%$/.test(s))).toBe(true);
      // The severity grows as each endpoint finishes: the last one sent is the run's.
      const severity = live
        .filter((m) => m.result?.unique_id === uniqueId && m.module === SCAN_UPDATE_MODULES.severity)
        .at(-1)?.result?.value;
      expect(['High', 'Medium', 'Low', 'None']).toContain(severity);

      // The api stored the run from the gateway's telemetry.
      await waitFor(
        async () => {
          await server.app.telemetry.flush();
          return (await rowOf(deviceId, uniqueId)).status === SCAN_STATUS.done;
        },
        5_000,
        'the run to be stored',
      );
      const row = await rowOf(deviceId, uniqueId);
      expect(row).toMatchObject({ status: SCAN_STATUS.done, severity, reports: 1 });
      const [report] = await server.db.select().from(scanReports).where(eq(scanReports.taskId, row.task_id!));
      const findings = report.findings as Array<{ name: string; endpoint_ip: string; remedy: string }>;
      expect(findings.length).toBeGreaterThan(0);
      expect(new Set(findings.map((f) => f.endpoint_ip))).toEqual(
        new Set([CAMERA.ip_address, TV.ip_address]),
      );

      const link = await server.call<{ url: string }>('user/getScanReport', {
        token: owner,
        body: { device_id: deviceId, unique_id: uniqueId },
      });
      expect(link.status).toBe(200);
      const page = await fetch(`${server.url}${link.body.result.url}`, { headers: { Auth: owner } });
      const html = await page.text();
      for (const finding of findings.slice(0, 5)) expect(html).toContain(finding.name.replace(/'/g, '&#39;'));
      expect(html).toContain(`Endpoints scanned (2)`);
      expect(html).toContain(CAMERA.name);
    });

    it('ends a run whose gateway goes offline as Stopped with a message, never left Running', async () => {
      const { deviceId, gateway, live } = await gatewayWithApp({ scanTimeScale: 5 });
      const uniqueId = await createQuickScan(deviceId);
      await server.app.scanScheduler.tick();
      await waitFor(() => statusesOf(live, uniqueId).some((s) => s.startsWith('Running')), 20_000, 'Running');

      await gateway.stop();
      await waitFor(() => !server.app.gateways.isOnline(deviceId), 5_000, 'the gateway to be offline');
      const now = Date.now();
      expect(await server.app.scanRunSweep.runOnce(now)).toBe(0); // within the grace period
      expect(await server.app.scanRunSweep.runOnce(now + 61_000)).toBe(1);

      const row = await rowOf(deviceId, uniqueId);
      expect(row.status).toBe(SCAN_STATUS.stopped);
      const [report] = await server.db.select().from(scanReports).where(eq(scanReports.taskId, row.task_id!));
      expect(report.message).toBe(SERVER.scanStoppedOffline);
      await waitFor(() => statusesOf(live, uniqueId).at(-1) === SCAN_STATUS.stopped, 5_000, 'Stopped live');
    });

    it('Auto Scan quarantines a vulnerable endpoint that joins, asks the owner, and Accept releases it', async () => {
      const { deviceId, gateway } = await gatewayWithApp({ scanTimeScale: 0.05 });
      for (const [type, value] of [
        ['openvas_autoscan_flag', 1],
        ['openvas_autoscan_value', 'medium'],
      ] as const) {
        const reply = await server.call('settings/updateSettings', {
          token: owner,
          body: { device_id: deviceId, type, [type]: value },
        });
        expect(reply.status).toBe(200);
      }
      expect(gateway.model.settings).toMatchObject({
        openvas_autoscan_flag: 1,
        openvas_autoscan_value: 'medium',
      });

      // Every camera exposes a cleartext admin page (Medium): a base scan reaches the level.
      const camera = gateway.model.joinUnknownEndpoint('camera');
      camera.nextMoveAt = null;
      gateway.publishTelemetry();
      await waitFor(() => gateway.model.isBlocked(camera.mac_address), 15_000, 'the quarantine');

      const pending = async () =>
        server.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.deviceId, deviceId),
              eq(notifications.userId, ownerId),
              eq(notifications.status, 'Pending'),
            ),
          );
      await waitFor(
        async () => {
          await server.app.telemetry.flush();
          return (await pending()).length > 0;
        },
        10_000,
        'the Pending notification',
      );
      const [question] = await pending();
      expect(question.message).toContain('quarantined');
      expect(question.message).toContain(camera.mac_address);
      const [stored] = await server.db
        .select()
        .from(endpoints)
        .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.macAddress, camera.mac_address)));
      expect(stored.blockedPermanent).toBe(true);
      // The run is listed as a scan of its own, with its report.
      const overview = await server.call<ScanOverview>('user/getVulnerabilityScanning', {
        token: owner,
        body: { device_id: deviceId },
      });
      expect(
        overview.body.result.reports.find((r) => r.scan_name === autoScanName(camera.name)),
      ).toMatchObject({
        scan_config: 'base',
        status: SCAN_STATUS.done,
        reports: 1,
      });

      const answer = await server.call('user/updateNotificationStatus', {
        token: owner,
        body: { id: question.id, status: 'Accepted', device_id: deviceId },
      });
      expect(answer.status).toBe(200);
      expect(gateway.model.isBlocked(camera.mac_address)).toBe(false);
      const [released] = await server.db
        .select()
        .from(endpoints)
        .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.macAddress, camera.mac_address)));
      expect(released.blockedPermanent).toBe(false);
    });
  },
);
