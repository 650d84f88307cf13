import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from '@drisk/contract';
import type { PasswordHasher } from '../auth/passwordHasher';
import type { Database } from '../db/client';
import { devices, parentalSettings, settings, userDevices, users } from '../db/schema';
import {
  gatewayCredentialsPath,
  readGatewayCredentials,
  writeGatewayCredentials,
} from '../db/seed/gatewayCredentials';
import { hashDeviceSecret, newDeviceSecret, verifyDeviceSecret } from '../realtime/deviceSecrets';
import { newTinodeUsername } from '../users/tinodeUsername';

export const LOAD_USER_EMAIL = 'load@example.com';
/** LOAD-00001, LOAD-00002, ... */
export const loadDeviceId = (n: number) => `LOAD-${String(n).padStart(5, '0')}`;

const CHUNK = 500;

export interface ProvisionResult {
  email: string;
  /** A new password, set on every run (only its hash is stored). */
  password: string;
  deviceIds: string[];
  created: number;
  credentialsFile: string;
}

/**
 * Load-test gateways: LOAD-00001..LOAD-<count>, all owned by load@example.com, each with a settings
 * and a parental row and a secret appended to the credentials file. Idempotent: existing devices keep
 * a secret that still works, the others get a new one.
 */
export async function provisionLoadGateways(
  db: Database,
  passwords: PasswordHasher,
  dataDir: string,
  count: number,
): Promise<ProvisionResult> {
  const password = `Load#${randomBytes(9).toString('base64url')}1`;
  const passwordHash = await passwords.hash(password);
  const deviceIds = Array.from({ length: count }, (_, i) => loadDeviceId(i + 1));
  const file = gatewayCredentialsPath(dataDir);
  const saved = await readGatewayCredentials(file);

  const { created, secrets } = await db.transaction(async (tx) => {
    const [existingUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, LOAD_USER_EMAIL));
    let userId = existingUser?.id;
    if (userId) await tx.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, userId));
    else {
      const [row] = await tx
        .insert(users)
        .values({
          firstName: 'Load',
          lastName: 'Tester',
          email: LOAD_USER_EMAIL,
          userType: 'individual',
          loginType: 'eRisk',
          passwordHash,
          tinodeUsername: newTinodeUsername(LOAD_USER_EMAIL),
        })
        .returning({ id: users.id });
      userId = row.id;
    }

    const secrets: Record<string, string> = {};
    let created = 0;
    for (let start = 0; start < deviceIds.length; start += CHUNK) {
      const ids = deviceIds.slice(start, start + CHUNK);
      const existing = new Map(
        (
          await tx
            .select({ id: devices.deviceId, hash: devices.credentialHash })
            .from(devices)
            .where(inArray(devices.deviceId, ids))
        ).map((row) => [row.id, row.hash]),
      );
      const fresh = ids.filter((id) => !existing.has(id));
      for (const id of ids) {
        const kept = saved[id];
        secrets[id] = kept && verifyDeviceSecret(existing.get(id) ?? null, kept) ? kept : newDeviceSecret();
      }
      if (fresh.length > 0) {
        await tx.insert(devices).values(
          fresh.map((id) => ({
            deviceId: id,
            name: `Load ${id.slice(5)}`,
            status: 'Active',
            manufacture: 'dRisk Inc.',
            model: 'dRisk Gateway (load test)',
            credentialHash: hashDeviceSecret(secrets[id]),
          })),
        );
        await tx.insert(settings).values(fresh.map((id) => ({ deviceId: id })));
        await tx.insert(parentalSettings).values(fresh.map((id) => ({ deviceId: id })));
        created += fresh.length;
      }
      for (const id of ids.filter((id) => existing.has(id) && secrets[id] !== saved[id])) {
        await tx
          .update(devices)
          .set({ credentialHash: hashDeviceSecret(secrets[id]) })
          .where(eq(devices.deviceId, id));
      }
      await tx
        .insert(userDevices)
        .values(ids.map((id) => ({ userId: userId!, deviceId: id, roleId: ROLE.Owner })))
        .onConflictDoNothing();
    }
    // The load user works with the first device.
    const [connected] = await tx
      .select({ id: userDevices.id })
      .from(userDevices)
      .where(and(eq(userDevices.userId, userId), eq(userDevices.isConnected, true)));
    if (!connected && deviceIds.length > 0) {
      await tx
        .update(userDevices)
        .set({ isConnected: true })
        .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceIds[0])));
    }
    return { created, secrets };
  });

  await writeGatewayCredentials(file, { ...saved, ...secrets });
  return { email: LOAD_USER_EMAIL, password, deviceIds, created, credentialsFile: file };
}
