import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { auditLog, companyDevices, users } from '../db/schema';

/** The console resources an audit entry names (the data provider's resource names). */
export type AuditResource = 'companies' | 'companyDevices' | 'users' | 'userDevices';

export interface AuditChange {
  companyId: number | null;
  action: 'create' | 'update' | 'delete';
  resource: AuditResource;
  recordId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Never written to the log: secrets and their hashes. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'password_hash']);

function withoutSecrets(record: Record<string, unknown> | null | undefined) {
  if (!record) return null;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * Records changes made by `actorUserId`, inside the caller's transaction so the entry and the change
 * commit together. The actor's e-mail is copied: the entry stays readable after the account is gone.
 */
export async function recordAudit(db: Queryable, actorUserId: number, changes: AuditChange[]) {
  if (changes.length === 0) return;
  const [actor] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actorUserId))
    .limit(1);
  await db.insert(auditLog).values(
    changes.map((change) => ({
      companyId: change.companyId,
      actorUserId,
      actorEmail: actor?.email ?? '',
      action: change.action,
      resource: change.resource,
      recordId: String(change.recordId),
      before: withoutSecrets(change.before),
      after: withoutSecrets(change.after),
    })),
  );
}

/** A user's role on a device before and after a change made outside the console (null: no mapping). */
export interface RoleChange {
  userId: number;
  before: number | null;
  after: number | null;
}

/**
 * Records device role changes made outside the console (an invitation accepted, a guest removed, a
 * gateway claimed or given up) as userDevices entries of the device's company, so its administrators see
 * them in the audit log. Call it before a change that unlinks the device from its company.
 */
export async function recordRoleChanges(
  db: Queryable,
  actorUserId: number,
  deviceId: string,
  changes: RoleChange[],
) {
  const real = changes.filter((change) => change.before !== change.after);
  if (real.length === 0) return;
  const [link] = await db
    .select({ companyId: companyDevices.companyId })
    .from(companyDevices)
    .where(eq(companyDevices.deviceId, deviceId))
    .limit(1);
  const mapping = (userId: number, roleId: number | null) =>
    roleId === null ? null : { user_id: userId, device_id: deviceId, role_id: roleId };
  await recordAudit(
    db,
    actorUserId,
    real.map((change) => ({
      companyId: link?.companyId ?? null,
      action: change.before === null ? 'create' : change.after === null ? 'delete' : 'update',
      resource: 'userDevices',
      recordId: `${change.userId}:${deviceId}`,
      before: mapping(change.userId, change.before),
      after: mapping(change.userId, change.after),
    })),
  );
}
