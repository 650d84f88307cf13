import { and, eq } from 'drizzle-orm';
import {
  ROLE,
  SERVER,
  normalizePhone,
  routes,
  type UserProfileRole,
  isoDateToWireDate,
  wireDateToIsoDate,
} from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { recordAudit } from '../../admin/auditTrail';
import { companiesOf } from '../../admin/companyScope';
import { offsetOf, totalHeader } from '../../admin/listPage';
import { refuseStaleVersion } from '../../admin/staleVersion';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import {
  companies,
  companyDevices,
  userDevices,
  users,
  type AccessRestrictions,
} from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';
import { normalizeEmail } from '../../users/loadUser';
import { newTinodeUsername } from '../../users/tinodeUsername';

type UserRow = typeof users.$inferSelect;

/** The device role a user-profile role gives on the profile's first device. */
export const ROLE_OF_PROFILE: Record<UserProfileRole, 1 | 2> = { admin: ROLE.Admin, guest: ROLE.Guest };

const splitList = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The stored restrictions of a 'Yes', or null for 'No'. */
function restrictionsOf(input: {
  access_restrictions: 'Yes' | 'No';
  months: string;
  days: string;
  start_time: string;
  end_time: string;
}): AccessRestrictions | null {
  if (input.access_restrictions === 'No') return null;
  return {
    months: splitList(input.months),
    days: splitList(input.days),
    start_time: input.start_time,
    end_time: input.end_time,
  };
}

/** The edit form's view of a profile (never the password), also what the audit log records. */
export function toUserProfile(row: UserRow, companyName: string) {
  const restrictions = row.accessRestrictions;
  return {
    user_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email_address: row.email,
    phone_number: row.phone ?? '',
    employee_id: row.employeeId ?? '',
    dob: isoDateToWireDate(row.dob),
    user_role: (row.profileRole === 'admin' ? 'admin' : 'guest') as UserProfileRole,
    customer_id: row.companyId ?? 0,
    user_status: (row.profileStatus === 'Yes' ? 'Yes' : 'No') as 'Yes' | 'No',
    access_restrictions: (restrictions ? 'Yes' : 'No') as 'Yes' | 'No',
    months: restrictions ? restrictions.months.join(',') : '',
    days: restrictions ? restrictions.days.join(',') : '',
    start_time: restrictions?.start_time ?? '',
    end_time: restrictions?.end_time ?? '',
    company_name: companyName,
    version: row.version,
  };
}

async function companyName(db: Queryable, companyId: number | null) {
  if (companyId === null) return '';
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

async function lockEditableUser(db: Queryable, userId: number, callerId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  if (!row) throw new HttpError(404, SERVER.notFound);
  const [owned] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.roleId, ROLE.Owner)))
    .limit(1);
  if (row.id === callerId || owned) throw new HttpError(400, SERVER.ownProfileNotEditable);
  return row;
}

/**
 * GET user/getCustomerUserDetails?q: the users of a company (or all the caller's), paged, sorted and searched
 * from memory (admin/companyUserDirectory.ts).
 */
export const getCustomerUserDetails = (ctx: AppContext) =>
  sessionRoute(routes.getCustomerUserDetails, async ({ query, grant, session }) => {
    const ids = companiesOf(grant, query.customer_id);
    if (ids.length === 0) return { result: [], headers: totalHeader(0) };
    const { rows, total } = await ctx.companyUsers.page(ctx.db, ids, {
      sort: query.sort,
      order: query.order,
      q: query.q,
      offset: offsetOf(query),
      limit: query.per_page,
    });
    return {
      result: rows.map(({ owner, ...row }) => ({
        ...row,
        can_edit: (owner || row.user_id === session.userId ? 0 : 1) as 0 | 1,
      })),
      headers: totalHeader(total),
    };
  });

/** POST user/createUserProfile: a corporate account of the company with its first device (Admin or Guest). */
export const createUserProfile = (ctx: AppContext) =>
  sessionRoute(routes.createUserProfile, async ({ body, session }) => {
    const passwordHash = await ctx.passwords.hash(body.password);
    const email = normalizeEmail(body.email_address);
    try {
      const created = await ctx.db.transaction(async (tx) => {
        const [link] = await tx
          .select({ id: companyDevices.id })
          .from(companyDevices)
          .where(
            and(eq(companyDevices.deviceId, body.device_id), eq(companyDevices.companyId, body.customer_id)),
          );
        if (!link) throw new HttpError(400, `device_id: ${SERVER.deviceNotAvailable}`);
        const [row] = await tx
          .insert(users)
          .values({
            firstName: body.first_name,
            lastName: body.last_name,
            email,
            phone: normalizePhone(body.phone_number),
            dob: body.dob ? wireDateToIsoDate(body.dob) : null,
            userType: 'corporate',
            loginType: 'eRisk',
            passwordHash,
            tinodeUsername: newTinodeUsername(email),
            companyId: body.customer_id,
            employeeId: body.employee_id,
            profileRole: body.user_role,
            profileStatus: body.user_status,
            accessRestrictions: restrictionsOf(body),
          })
          .returning();
        const roleId = ROLE_OF_PROFILE[body.user_role];
        await tx
          .insert(userDevices)
          .values({ userId: row.id, deviceId: body.device_id, roleId, isConnected: true });
        const name = await companyName(tx, body.customer_id);
        await recordAudit(tx, session.userId, [
          {
            companyId: body.customer_id,
            action: 'create',
            resource: 'users',
            recordId: row.id,
            after: toUserProfile(row, name),
          },
          {
            companyId: body.customer_id,
            action: 'create',
            resource: 'userDevices',
            recordId: `${row.id}:${body.device_id}`,
            after: { user_id: row.id, device_id: body.device_id, role_id: roleId },
          },
        ]);
        return row;
      });
      ctx.versions.devicesChanged([body.device_id]);
      ctx.versions.companyUsersChanged(body.customer_id);
      return { message: SERVER.userProfileCreated, result: { user_id: created.id } };
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(400, SERVER.duplicateUser);
      throw error;
    }
  });

/** POST user/editUserProfile {user_id}: the profile for the edit form. */
export const editUserProfile = (ctx: AppContext) =>
  sessionRoute(routes.editUserProfile, async ({ body }) => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.user_id)).limit(1);
    if (!row) throw new HttpError(404, SERVER.notFound);
    return { result: toUserProfile(row, await companyName(ctx.db, row.companyId)) };
  });

type ProfileChanges = Partial<typeof users.$inferInsert>;

/** Writes `changes` to a profile with the version check and the audit entry; sessions then re-read it. */
async function saveProfile(
  ctx: AppContext,
  callerId: number,
  userId: number,
  version: number | undefined,
  changes: (before: UserRow) => Promise<ProfileChanges> | ProfileChanges,
) {
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockEditableUser(tx, userId, callerId);
      refuseStaleVersion(version, before.version);
      const [after] = await tx
        .update(users)
        .set({ ...(await changes(before)), version: before.version + 1, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      const name = await companyName(tx, after.companyId);
      await recordAudit(tx, callerId, [
        {
          companyId: after.companyId,
          action: 'update',
          resource: 'users',
          recordId: userId,
          before: toUserProfile(before, name),
          after: toUserProfile(after, name),
        },
      ]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, SERVER.duplicateUser);
    throw error;
  }
  // Restrictions and the account are read by every request of the user's sessions.
  ctx.versions.userChanged(userId);
}

/** POST user/updateUserProfile: saves the edit form; fields not sent stay. */
export const updateUserProfile = (ctx: AppContext) =>
  sessionRoute(routes.updateUserProfile, async ({ body, session }) => {
    await saveProfile(ctx, session.userId, body.user_id, body.version, async (before) => {
      const current = toUserProfile(before, '');
      const restrictionsInput = {
        access_restrictions: body.access_restrictions ?? current.access_restrictions,
        months: body.months ?? (current.months || undefined) ?? '',
        days: body.days ?? (current.days || undefined) ?? '',
        start_time: body.start_time ?? (current.start_time || '12:00 AM'),
        end_time: body.end_time ?? (current.end_time || '12:00 PM'),
      };
      return {
        firstName: body.first_name,
        lastName: body.last_name ?? before.lastName,
        email: normalizeEmail(body.email_address),
        phone: normalizePhone(body.phone_number),
        employeeId: body.employee_id,
        ...(body.dob !== undefined ? { dob: body.dob ? wireDateToIsoDate(body.dob) : null } : {}),
        ...(body.user_role ? { profileRole: body.user_role } : {}),
        ...(body.user_status ? { profileStatus: body.user_status } : {}),
        ...(body.password ? { passwordHash: await ctx.passwords.hash(body.password) } : {}),
        accessRestrictions: restrictionsOf(restrictionsInput),
      };
    });
    return { message: SERVER.userProfileUpdated, result: null };
  });

/** POST user/editCustomerProfile: the users-table fields of a company user. */
export const editCustomerProfile = (ctx: AppContext) =>
  sessionRoute(routes.editCustomerProfile, async ({ body, session }) => {
    await saveProfile(ctx, session.userId, body.user_id, body.version, (before) => ({
      firstName: body.first_name,
      lastName: body.last_name ?? before.lastName,
      email: normalizeEmail(body.email_address),
      phone: normalizePhone(body.phone_number),
      employeeId: body.employee_id,
    }));
    return { message: SERVER.userProfileUpdated, result: null };
  });

/** POST user/deleteCustomerUser: deletes the profile's account (its sessions and device mappings go with it). */
export const deleteCustomerUser = (ctx: AppContext) =>
  sessionRoute(routes.deleteCustomerUser, async ({ body, session }) => {
    const deviceIds = await ctx.db.transaction(async (tx) => {
      const before = await lockEditableUser(tx, body.user_id, session.userId);
      const mapped = await tx
        .select({ deviceId: userDevices.deviceId })
        .from(userDevices)
        .where(eq(userDevices.userId, before.id));
      await recordAudit(tx, session.userId, [
        {
          companyId: before.companyId,
          action: 'delete',
          resource: 'users',
          recordId: before.id,
          before: {
            ...toUserProfile(before, await companyName(tx, before.companyId)),
            device_ids: mapped.map((m) => m.deviceId),
          },
        },
      ]);
      await tx.delete(users).where(eq(users.id, before.id));
      return mapped.map((m) => m.deviceId);
    });
    ctx.versions.userChanged(body.user_id);
    ctx.versions.devicesChanged(deviceIds);
    return { message: SERVER.userProfileDeleted, result: null };
  });
