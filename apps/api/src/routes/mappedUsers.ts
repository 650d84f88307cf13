import { and, asc, eq } from 'drizzle-orm';
import { ROLE, SERVER, routes, type MappedUser } from '@drisk/contract';
import type { AppContext } from '../appContext';
import type { Queryable } from '../db/client';
import { userDevices, users } from '../db/schema';
import { connectFallback } from '../devices/connectFallback';
import { recordRoleChanges } from '../admin/auditTrail';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';

/** The users mapped to a device, in the order they were given access (the Owner first, who claimed it). */
async function mappedUsersOf(db: Queryable, deviceId: string): Promise<MappedUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roleId: userDevices.roleId,
    })
    .from(userDevices)
    .innerJoin(users, eq(users.id, userDevices.userId))
    .where(eq(userDevices.deviceId, deviceId))
    .orderBy(asc(userDevices.id));
  return rows.map((row) => ({
    user_id: row.userId,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    role_id: row.roleId,
  }));
}

/** POST user/getMappedUsers: everyone mapped to the device, with their role (User List). */
export const getMappedUsers = (ctx: AppContext) =>
  sessionRoute(routes.getMappedUsers, async ({ body }) => ({
    result: await mappedUsersOf(ctx.db, body.device_id),
  }));

/**
 * POST user/removeGuestUsers: the Owner removes someone mapped to the device (never themselves, never the
 * Owner). The removed user's cached access is dropped on every api node (DataVersions.userChanged, which
 * also closes their MQTT connections that hold the device's topics), and their open apps refetch.
 */
export const removeGuestUsers = (ctx: AppContext) =>
  sessionRoute(routes.removeGuestUsers, async ({ body, session }) => {
    if (body.user_id === session.userId) throw new HttpError(400, SERVER.cannotRemoveSelf);
    const remaining = await ctx.db.transaction(async (tx) => {
      const [mapping] = await tx
        .select({ id: userDevices.id, roleId: userDevices.roleId })
        .from(userDevices)
        .where(and(eq(userDevices.deviceId, body.device_id), eq(userDevices.userId, body.user_id)));
      if (!mapping) throw new HttpError(400, SERVER.mappedUserNotFound);
      if (mapping.roleId === ROLE.Owner) throw new HttpError(400, SERVER.cannotRemoveOwner);
      await tx.delete(userDevices).where(eq(userDevices.id, mapping.id));
      await recordRoleChanges(tx, session.userId, body.device_id, [
        { userId: body.user_id, before: mapping.roleId, after: null },
      ]);
      await connectFallback(tx, [body.user_id]);
      return mappedUsersOf(tx, body.device_id);
    });
    ctx.versions.userChanged(body.user_id);
    void ctx.gateways.publishToUser(body.user_id, { module: 'devices' });
    return { message: SERVER.mappedUserRemoved, result: remaining };
  });
