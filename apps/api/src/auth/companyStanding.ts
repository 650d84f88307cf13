import { and, eq } from 'drizzle-orm';
import type { RoleId } from '@drisk/contract';
import type { DataVersions } from '../cache/dataVersions';
import { LruCache } from '../cache/lruCache';
import type { Queryable } from '../db/client';
import { companies, companyDevices, userDevices, users } from '../db/schema';

/** What decides a user's company grant: their account type, their connected gateway, its company, theirs. */
export interface CompanyStanding {
  userType: string;
  /** The connected gateway and the caller's role on it. */
  deviceId: string;
  roleId: RoleId;
  /** The connected gateway's company; null while it belongs to none. */
  companyId: number | null;
  /** The companies the user created, oldest first. */
  createdCompanyIds: number[];
}

/** Users remembered at most. */
const MAX_USERS = 10_000;
/** Safety net only: changes are reported through DataVersions. */
const STANDING_TTL_MS = 60_000;

/** The standing of a user with no connected gateway is null (they administer nothing). */
async function readCompanyStanding(db: Queryable, userId: number): Promise<CompanyStanding | null> {
  const [row] = await db
    .select({
      userType: users.userType,
      deviceId: userDevices.deviceId,
      roleId: userDevices.roleId,
      companyId: companyDevices.companyId,
    })
    .from(users)
    .innerJoin(userDevices, and(eq(userDevices.userId, users.id), eq(userDevices.isConnected, true)))
    .leftJoin(companyDevices, eq(companyDevices.deviceId, userDevices.deviceId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const created = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerUserId, userId))
    .orderBy(companies.id);
  return {
    userType: row.userType,
    deviceId: row.deviceId,
    roleId: row.roleId as RoleId,
    companyId: row.companyId ?? null,
    createdCompanyIds: created.map((c) => c.id),
  };
}

/**
 * Every admin-console request starts from the caller's company standing; this keeps it in memory until
 * the user changes (account, connection, role, a company created or deleted: DataVersions.userChanged)
 * or their connected gateway does (moved to or out of a company: devicesChanged). A user without a
 * connected gateway is always read again.
 */
export class CompanyStandingCache {
  private readonly entries = new LruCache<number, { standing: CompanyStanding; stamp: number }>(
    MAX_USERS,
    STANDING_TTL_MS,
  );

  constructor(private readonly versions: DataVersions) {}

  private current(userId: number, entry: { standing: CompanyStanding; stamp: number }): boolean {
    return (
      !this.versions.userChangedSince(userId, entry.stamp) &&
      !this.versions.deviceChangedSince(entry.standing.deviceId, entry.stamp)
    );
  }

  async read(db: Queryable, userId: number): Promise<CompanyStanding | null> {
    const entry = this.entries.get(userId);
    if (entry && this.current(userId, entry)) return entry.standing;
    const stamp = this.versions.stamp();
    const standing = await readCompanyStanding(db, userId);
    if (standing && this.current(userId, { standing, stamp })) this.entries.set(userId, { standing, stamp });
    return standing;
  }
}
