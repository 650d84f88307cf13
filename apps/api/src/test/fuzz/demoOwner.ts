import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyDevices, cotGroups, scanReports, scans, userDevices, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/demoAccounts';
import type { SideIds } from '../accessFixture';

/** The seeded demo owner (owner@example.com), the account the fuzzer signs in as. */
export const DEMO_OWNER = DEMO_ACCOUNTS[0];

export interface DemoOwner {
  userId: number;
  /** The owner's resources on the connected gateway (dRisk-Alpha), which valid requests name. */
  ids: SideIds;
}

/** Looks up the demo owner's connected gateway and the company, group, scan, report and profile on it. */
export async function findDemoOwner(db: Database): Promise<DemoOwner> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER.email));
  const [device] = await db
    .select({ deviceId: userDevices.deviceId })
    .from(userDevices)
    .where(and(eq(userDevices.userId, owner.id), eq(userDevices.isConnected, true)));
  const { deviceId } = device;
  const [company] = await db
    .select({ id: companyDevices.companyId })
    .from(companyDevices)
    .where(eq(companyDevices.deviceId, deviceId));
  const [group] = await db
    .select({ id: cotGroups.id })
    .from(cotGroups)
    .where(eq(cotGroups.deviceId, deviceId));
  const [report] = await db
    .select({ scanUniqueId: scans.uniqueId, taskId: scanReports.taskId })
    .from(scans)
    .innerJoin(scanReports, eq(scanReports.scanId, scans.id))
    .where(and(eq(scans.deviceId, deviceId), isNotNull(scanReports.taskId)))
    .orderBy(asc(scanReports.id))
    .limit(1);
  const [profile] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, company.id), ne(users.id, owner.id)))
    .orderBy(asc(users.id))
    .limit(1);
  return {
    userId: owner.id,
    ids: {
      deviceId,
      companyId: company.id,
      groupId: group.id,
      scanUniqueId: report.scanUniqueId,
      reportTaskId: report.taskId!,
      profileUserId: profile.id,
    },
  };
}
