import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../auth/passwordHasher';
import { verifyDeviceSecret } from '../../realtime/deviceSecrets';
import { provisionLoadGateways } from '../../scripts/provisionGateways';
import { connectMqtt } from '../../test/mqttClients';
import { TEST_PASSWORD_HASHING } from '../../test/testDatabase';
import { getTestServer, type TestServer } from '../../test/testServer';
import { devices, parentalSettings, settings, userDevices, users } from '../schema';
import {
  ensureGatewayCredentials,
  gatewayCredentialsPath,
  readGatewayCredentials,
} from './gatewayCredentials';

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-credentials-'));
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function hashOf(deviceId: string) {
  const [row] = await server.db
    .select({ hash: devices.credentialHash })
    .from(devices)
    .where(eq(devices.deviceId, deviceId));
  return row.hash;
}

describe('gateway credentials of the demo gateways', () => {
  it('writes a secret per demo gateway, readable by its owner only, stored only as a hash', async () => {
    const renewed = await ensureGatewayCredentials(server.db, dataDir);
    expect(renewed).toEqual(['DRA-100001', 'DRB-100002', 'DRS-100003']);
    const file = gatewayCredentialsPath(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secrets = await readGatewayCredentials(file);
    expect(Object.keys(secrets)).toEqual(renewed);
    for (const [deviceId, secret] of Object.entries(secrets)) {
      const hash = await hashOf(deviceId);
      expect(hash).not.toContain(secret);
      expect(verifyDeviceSecret(hash, secret)).toBe(true);
    }
    server.app.realtime.credentials.clearCache();
    const gateway = await connectMqtt(server, 'DRA-100001', secrets['DRA-100001']);
    await gateway.endAsync(true);
  });

  it('keeps working secrets on the next start and renews them when the file is gone', async () => {
    const file = gatewayCredentialsPath(dataDir);
    const before = await readGatewayCredentials(file);
    expect(await ensureGatewayCredentials(server.db, dataDir)).toEqual([]);
    expect(await readGatewayCredentials(file)).toEqual(before);

    await rm(file);
    expect(await ensureGatewayCredentials(server.db, dataDir)).toHaveLength(3);
    const after = await readGatewayCredentials(file);
    expect(after['DRA-100001']).not.toBe(before['DRA-100001']);
    expect(verifyDeviceSecret(await hashOf('DRA-100001'), before['DRA-100001'])).toBe(false);
    expect(verifyDeviceSecret(await hashOf('DRA-100001'), after['DRA-100001'])).toBe(true);
  });
});

describe('provisioning load-test gateways', () => {
  it('creates owned devices with settings and appends their secrets, idempotently', async () => {
    const passwords = createPasswordHasher(TEST_PASSWORD_HASHING);
    const first = await provisionLoadGateways(server.db, passwords, dataDir, 3);
    expect(first).toMatchObject({ deviceIds: ['LOAD-00001', 'LOAD-00002', 'LOAD-00003'], created: 3 });
    const second = await provisionLoadGateways(server.db, passwords, dataDir, 4);
    expect(second.created).toBe(1);

    const secrets = await readGatewayCredentials(gatewayCredentialsPath(dataDir));
    expect(Object.keys(secrets)).toEqual([
      'DRA-100001',
      'DRB-100002',
      'DRS-100003',
      'LOAD-00001',
      'LOAD-00002',
      'LOAD-00003',
      'LOAD-00004',
    ]);
    const load = await server.db
      .select({ id: devices.deviceId, hash: devices.credentialHash })
      .from(devices)
      .where(like(devices.deviceId, 'LOAD-%'));
    expect(load).toHaveLength(4);
    for (const row of load) expect(verifyDeviceSecret(row.hash, secrets[row.id])).toBe(true);
    expect(await server.db.select().from(settings).where(like(settings.deviceId, 'LOAD-%'))).toHaveLength(4);
    expect(
      await server.db.select().from(parentalSettings).where(like(parentalSettings.deviceId, 'LOAD-%')),
    ).toHaveLength(4);

    const [owner] = await server.db.select().from(users).where(eq(users.email, 'load@example.com'));
    const mappings = await server.db.select().from(userDevices).where(eq(userDevices.userId, owner.id));
    expect(mappings.map((m) => m.roleId)).toEqual([3, 3, 3, 3]);
    const token = await server.login('load@example.com', second.password);
    const reply = await server.call<{ device_details: unknown[] }>('user/getAllDriskDevices', { token });
    expect(reply.body.result.device_details).toHaveLength(4);
  });
});
