import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { ROLE, SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { recordAudit, type AuditChange } from '../../admin/auditTrail';
import { offsetOf, totalHeader } from '../../admin/listPage';
import type { Queryable } from '../../db/client';
import { companyDevices, devices, userDevices, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company of a profile user (enforcement verified it is one the caller administers). */
async function companyOfUser(db: Queryable, userId: number) {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!row || row.companyId === null) throw new HttpError(404, SERVER.notFound);
  return row.companyId;
}

/** Devices of the profile's company that the profile does not have yet. */
async function assignableDevices(db: Queryable, userId: number) {
  const companyId = await companyOfUser(db, userId);
  const mapped = db
    .select({ deviceId: userDevices.deviceId })
    .from(userDevices)
    .where(eq(userDevices.userId, userId));
  const rows = await db
    .select({ device_id: companyDevices.deviceId, device_name: companyDevices.deviceName })
    .from(companyDevices)
    .where(and(eq(companyDevices.companyId, companyId), notInArray(companyDevices.deviceId, mapped)))
    .orderBy(asc(companyDevices.deviceName), asc(companyDevices.deviceId));
  return { companyId, rows };
}

/** A mapping of the profile that an admin may change: it exists and is not the device's Owner. */
async function changeableMapping(db: Queryable, userId: number, deviceId: string) {
  const [mapping] = await db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)))
    .for('update');
  if (!mapping) throw new HttpError(400, SERVER.userDeviceNotMapped);
  if (mapping.roleId === ROLE.Owner) throw new HttpError(400, SERVER.roleForbidden);
  return mapping;
}

/** POST user/getUserProfileDeviceList: a profile's devices with its role, searched, paged and sorted. */
export const getUserProfileDeviceList = (ctx: AppContext) =>
  sessionRoute(routes.getUserProfileDeviceList, async ({ body }) => {
    const conditions: SQL[] = [eq(userDevices.userId, body.user_id)];
    if (body.query) {
      const pattern = `%${escapeLike(body.query)}%`;
      conditions.push(or(ilike(devices.deviceId, pattern), ilike(devices.name, pattern))!);
    }
    const where = and(...conditions);
    const order = body.order === 'ASC' ? asc : desc;
    const sortColumn = {
      device_id: devices.deviceId,
      device_name: devices.name,
      role_id: userDevices.roleId,
    }[body.sort];
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({ device_id: devices.deviceId, device_name: devices.name, role_id: userDevices.roleId })
        .from(userDevices)
        .innerJoin(devices, eq(devices.deviceId, userDevices.deviceId))
        .where(where)
        .orderBy(order(sortColumn), order(devices.deviceId))
        .limit(body.per_page)
        .offset(offsetOf(body)),
      ctx.db
        .select({ total: count() })
        .from(userDevices)
        .innerJoin(devices, eq(devices.deviceId, userDevices.deviceId))
        .where(where),
    ]);
    return { result: rows, headers: totalHeader(total) };
  });

/** POST user/addUserProfileDevices {user_id}: the devices the Add Device form offers. */
export const addUserProfileDevices = (ctx: AppContext) =>
  sessionRoute(routes.addUserProfileDevices, async ({ body }) => ({
    result: (await assignableDevices(ctx.db, body.user_id)).rows,
  }));

/** POST user/insertUserProfileDeviceDetails: gives the profile devices of its company as Admin or Guest. */
export const insertUserProfileDeviceDetails = (ctx: AppContext) =>
  sessionRoute(routes.insertUserProfileDeviceDetails, async ({ body, session }) => {
    const wanted = [...new Set(body.device_ids)];
    await ctx.db.transaction(async (tx) => {
      const { companyId, rows } = await assignableDevices(tx, body.user_id);
      const assignable = new Set(rows.map((row) => row.device_id));
      if (wanted.some((id) => !assignable.has(id))) {
        throw new HttpError(400, `device_ids: ${SERVER.deviceNotAvailable}`);
      }
      const [connected] = await tx
        .select({ id: userDevices.id })
        .from(userDevices)
        .where(and(eq(userDevices.userId, body.user_id), eq(userDevices.isConnected, true)));
      await tx.insert(userDevices).values(
        wanted.map((deviceId, index) => ({
          userId: body.user_id,
          deviceId,
          roleId: body.role_id,
          // A profile without a connected device connects to the first one it is given.
          isConnected: !connected && index === 0,
        })),
      );
      const changes: AuditChange[] = wanted.map((deviceId) => ({
        companyId,
        action: 'create',
        resource: 'userDevices',
        recordId: `${body.user_id}:${deviceId}`,
        after: { user_id: body.user_id, device_id: deviceId, role_id: body.role_id },
      }));
      await recordAudit(tx, session.userId, changes);
    });
    ctx.versions.userChanged(body.user_id);
    ctx.versions.devicesChanged(wanted);
    return { message: SERVER.userDevicesAdded, result: null };
  });

/** POST user/updateUserProfileDeviceDetails: the profile's role on the device (and the company's name for it). */
export const updateUserProfileDeviceDetails = (ctx: AppContext) =>
  sessionRoute(routes.updateUserProfileDeviceDetails, async ({ body, session }) => {
    await ctx.db.transaction(async (tx) => {
      const companyId = await companyOfUser(tx, body.user_id);
      const before = await changeableMapping(tx, body.user_id, body.device_id);
      await tx.update(userDevices).set({ roleId: body.role_id }).where(eq(userDevices.id, before.id));
      await tx
        .update(companyDevices)
        .set({ deviceName: body.device_name, updatedAt: new Date() })
        .where(and(eq(companyDevices.deviceId, body.device_id), eq(companyDevices.companyId, companyId)));
      await recordAudit(tx, session.userId, [
        {
          companyId,
          action: 'update',
          resource: 'userDevices',
          recordId: `${body.user_id}:${body.device_id}`,
          before: { user_id: body.user_id, device_id: body.device_id, role_id: before.roleId },
          after: {
            user_id: body.user_id,
            device_id: body.device_id,
            role_id: body.role_id,
            device_name: body.device_name,
          },
        },
      ]);
    });
    ctx.versions.userChanged(body.user_id);
    ctx.versions.devicesChanged([body.device_id]);
    return { message: SERVER.userDeviceUpdated, result: null };
  });

/** POST user/deleteUserDevice: takes the device away from the profile (never from its Owner). */
export const deleteUserDevice = (ctx: AppContext) =>
  sessionRoute(routes.deleteUserDevice, async ({ body, session }) => {
    await ctx.db.transaction(async (tx) => {
      const companyId = await companyOfUser(tx, body.user_id);
      const before = await changeableMapping(tx, body.user_id, body.device_id);
      await tx.delete(userDevices).where(eq(userDevices.id, before.id));
      await recordAudit(tx, session.userId, [
        {
          companyId,
          action: 'delete',
          resource: 'userDevices',
          recordId: `${body.user_id}:${body.device_id}`,
          before: { user_id: body.user_id, device_id: body.device_id, role_id: before.roleId },
        },
      ]);
    });
    ctx.versions.userChanged(body.user_id);
    ctx.versions.devicesChanged([body.device_id]);
    return { message: SERVER.userDeviceRemoved, result: null };
  });
