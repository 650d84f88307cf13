import { randomBytes } from 'node:crypto';
import { ROLE, type RoleId } from '@drisk/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devices, endpoints, parentalSettings, settings, userDevices, users } from '../../db/schema';

export interface TestEndpoint {
  mac: string;
  ip: string;
  name: string;
  online?: boolean;
  /** Hours it has been connected (online endpoints). */
  connectedHours?: number;
  blockedUntil?: Date | null;
  blockedPermanent?: boolean;
  parentalSelected?: boolean;
}

/** The members most device tests need: each demo role once, as the seed maps them to DRA-100001. */
export const DEMO_TEAM: Record<string, RoleId> = {
  'owner@example.com': ROLE.Owner,
  'admin@example.com': ROLE.Admin,
  'guest@example.com': ROLE.Guest,
};

/**
 * A gateway of its own for a test, mapped to demo users with the given roles (e.g. owner@example.com as
 * Owner, guest@example.com as Guest), with settings, default access controls and endpoints. Tests build
 * on it instead of the seed, whose times are relative to when the cached test database was seeded.
 */
export async function createTestDevice(
  db: Database,
  options: {
    members: Record<string, RoleId>;
    endpoints?: TestEndpoint[];
    dataPlan?: { capBytes: number; expiresAt: Date } | null;
  },
): Promise<string> {
  const deviceId = `TST-${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.insert(devices).values({
    deviceId,
    name: `Test ${deviceId}`,
    wifiSsid: 'Test-Net',
    wifiPassword: 'TestWiFi#2026',
    dataPlanBytes: options.dataPlan?.capBytes ?? null,
    dataPlanExpiresAt: options.dataPlan?.expiresAt ?? null,
  });
  await db.insert(settings).values({ deviceId });
  await db.insert(parentalSettings).values({ deviceId });
  const emails = Object.keys(options.members);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  await db.insert(userDevices).values(
    people.map((person) => ({
      userId: person.id,
      deviceId,
      roleId: options.members[person.email] ?? ROLE.Guest,
    })),
  );
  const now = Date.now();
  if (options.endpoints?.length) {
    await db.insert(endpoints).values(
      options.endpoints.map((endpoint) => ({
        deviceId,
        macAddress: endpoint.mac,
        ipAddress: endpoint.ip,
        name: endpoint.name,
        isOnline: endpoint.online ?? true,
        connectedSince: new Date(now - (endpoint.connectedHours ?? 1) * 3_600_000),
        blockedUntil: endpoint.blockedUntil ?? null,
        blockedPermanent: endpoint.blockedPermanent ?? false,
        parentalSelected: endpoint.parentalSelected ?? false,
      })),
    );
  }
  return deviceId;
}
