import { and, asc, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { DEVICE_STATUS_OPTIONS, MANAGER_ROLES, SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { recordAudit, type AuditChange } from '../../admin/auditTrail';
import { companiesOf } from '../../admin/companyScope';
import { matchesSearch, offsetOf, pageOrder, totalHeader } from '../../admin/listPage';
import { refuseStaleVersion } from '../../admin/staleVersion';
import type { Queryable } from '../../db/client';
import { companyDevices, devices, userDevices } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';

const deviceColumns = {
  Id: companyDevices.id,
  device_id: companyDevices.deviceId,
  device_name: companyDevices.deviceName,
  name: devices.name,
  status: companyDevices.status,
  customer_id: companyDevices.companyId,
  latitude: devices.latitude,
  longitude: devices.longitude,
  version: companyDevices.version,
};

type CompanyDeviceRow = typeof companyDevices.$inferSelect;
const forAudit = (row: CompanyDeviceRow) => ({
  Id: row.id,
  device_id: row.deviceId,
  device_name: row.deviceName,
  status: row.status,
  customer_id: row.companyId,
  version: row.version,
});

/**
 * Gateways the caller may add to company `companyId`: those they manage (Owner or Admin) that belong to
 * no company, or to another company the caller administers (adding moves them).
 */
export async function availableCompanyDevices(
  db: Queryable,
  userId: number,
  companyId: number,
  administered: number[],
) {
  return db
    .select({ device_id: devices.deviceId, device_name: devices.name })
    .from(userDevices)
    .innerJoin(devices, eq(devices.deviceId, userDevices.deviceId))
    .leftJoin(companyDevices, eq(companyDevices.deviceId, devices.deviceId))
    .where(
      and(
        eq(userDevices.userId, userId),
        inArray(userDevices.roleId, [...MANAGER_ROLES]),
        or(
          isNull(companyDevices.id),
          and(inArray(companyDevices.companyId, administered), ne(companyDevices.companyId, companyId)),
        ),
      ),
    )
    .orderBy(asc(devices.name), asc(devices.deviceId));
}

/** POST user/getAvailableCustomerDevices {id}: the devices the Add Device multi-select offers. */
export const getAvailableCustomerDevices = (ctx: AppContext) =>
  sessionRoute(routes.getAvailableCustomerDevices, async ({ body, grant, session }) => ({
    result: await availableCompanyDevices(ctx.db, session.userId, body.id, companiesOf(grant)),
  }));

/** POST user/insertCustomerDevices: adds (or moves) the chosen available devices to the company. */
export const insertCustomerDevices = (ctx: AppContext) =>
  sessionRoute(routes.insertCustomerDevices, async ({ body, grant, session }) => {
    const moved = await ctx.db.transaction(async (tx) => {
      const available = await availableCompanyDevices(
        tx,
        session.userId,
        body.customer_id,
        companiesOf(grant),
      );
      const names = new Map(available.map((d) => [d.device_id, d.device_name]));
      const wanted = [...new Set(body.device_ids)];
      if (wanted.some((id) => !names.has(id))) {
        throw new HttpError(400, `device_ids: ${SERVER.deviceNotAvailable}`);
      }
      const changes: AuditChange[] = [];
      for (const deviceId of wanted) {
        const [before] = await tx
          .select()
          .from(companyDevices)
          .where(eq(companyDevices.deviceId, deviceId))
          .for('update');
        const [after] = before
          ? await tx
              .update(companyDevices)
              .set({
                companyId: body.customer_id,
                status: body.status,
                version: before.version + 1,
                updatedAt: new Date(),
              })
              .where(eq(companyDevices.id, before.id))
              .returning()
          : await tx
              .insert(companyDevices)
              .values({
                companyId: body.customer_id,
                deviceId,
                deviceName: names.get(deviceId) ?? deviceId,
                status: body.status,
              })
              .returning();
        changes.push({
          companyId: body.customer_id,
          action: before ? 'update' : 'create',
          resource: 'companyDevices',
          recordId: after.id,
          before: before ? forAudit(before) : null,
          after: forAudit(after),
        });
      }
      await recordAudit(tx, session.userId, changes);
      return wanted;
    });
    // The company of a device decides who administers it (the company grant is cached per device).
    ctx.versions.devicesChanged(moved);
    return { message: SERVER.companyDevicesAdded, result: null };
  });

/** GET user/getCustomerDeviceDetails?q: a company's devices (or all the caller's), paged and sorted. */
export const getCustomerDeviceDetails = (ctx: AppContext) =>
  sessionRoute(routes.getCustomerDeviceDetails, async ({ query, grant }) => {
    const ids = companiesOf(grant, query.customer_id);
    if (ids.length === 0) return { result: [], headers: totalHeader(0) };
    const where = and(
      inArray(companyDevices.companyId, ids),
      matchesSearch(query.q, [
        companyDevices.deviceId,
        companyDevices.deviceName,
        devices.name,
        companyDevices.status,
      ]),
    );
    const sortColumn = {
      Id: companyDevices.id,
      device_id: companyDevices.deviceId,
      device_name: companyDevices.deviceName,
      status: companyDevices.status,
    }[query.sort];
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select(deviceColumns)
        .from(companyDevices)
        .innerJoin(devices, eq(devices.deviceId, companyDevices.deviceId))
        .where(where)
        .orderBy(...pageOrder(query.order, sortColumn, companyDevices.id))
        .limit(query.per_page)
        .offset(offsetOf(query)),
      ctx.db
        .select({ total: count() })
        .from(companyDevices)
        .innerJoin(devices, eq(devices.deviceId, companyDevices.deviceId))
        .where(where),
    ]);
    return { result: rows.map(toWireDevice), headers: totalHeader(total) };
  });

/** The wire's status is one of DEVICE_STATUS_OPTIONS (the table's check constraint guarantees it). */
const toWireDevice = <R extends { status: string }>(row: R) => ({
  ...row,
  status: row.status as (typeof DEVICE_STATUS_OPTIONS)[number],
});

/** GET user/getCustomerDevicesList: every device of the caller's companies with its position (admin map). */
export const getCustomerDevicesList = (ctx: AppContext) =>
  sessionRoute(routes.getCustomerDevicesList, async ({ grant }) => {
    const ids = companiesOf(grant);
    if (ids.length === 0) return { result: [] };
    const rows = await ctx.db
      .select(deviceColumns)
      .from(companyDevices)
      .innerJoin(devices, eq(devices.deviceId, companyDevices.deviceId))
      .where(inArray(companyDevices.companyId, ids))
      .orderBy(asc(companyDevices.id));
    return { result: rows.map(toWireDevice) };
  });

/** POST user/updateCustomerDeviceDetails: the company's name for the device and its status. */
export const updateCustomerDeviceDetails = (ctx: AppContext) =>
  sessionRoute(routes.updateCustomerDeviceDetails, async ({ body, session }) => {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(companyDevices)
        .where(eq(companyDevices.deviceId, body.device_id))
        .for('update');
      if (!before) throw new HttpError(404, SERVER.notFound);
      refuseStaleVersion(body.version, before.version);
      const [after] = await tx
        .update(companyDevices)
        .set({
          deviceName: body.device_name,
          status: body.status,
          version: before.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(companyDevices.id, before.id))
        .returning();
      await recordAudit(tx, session.userId, [
        {
          companyId: after.companyId,
          action: 'update',
          resource: 'companyDevices',
          recordId: after.id,
          before: forAudit(before),
          after: forAudit(after),
        },
      ]);
    });
    return { message: SERVER.companyDeviceUpdated, result: null };
  });

/** POST deleteCustomerDevice {Id, device_id}: unlinks the device from its company (the gateway stays). */
export const deleteCustomerDevice = (ctx: AppContext) =>
  sessionRoute(routes.deleteCustomerDevice, async ({ body, session }) => {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .delete(companyDevices)
        .where(and(eq(companyDevices.id, body.Id), eq(companyDevices.deviceId, body.device_id)))
        .returning();
      if (!before) throw new HttpError(404, SERVER.notFound);
      await recordAudit(tx, session.userId, [
        {
          companyId: before.companyId,
          action: 'delete',
          resource: 'companyDevices',
          recordId: before.id,
          before: forAudit(before),
        },
      ]);
    });
    ctx.versions.devicesChanged([body.device_id]);
    return { message: SERVER.companyDeviceRemoved, result: null };
  });
