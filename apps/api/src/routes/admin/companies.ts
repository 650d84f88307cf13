import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { recordAudit } from '../../admin/auditTrail';
import { companiesOf } from '../../admin/companyScope';
import { offsetOf, pageOrder, totalHeader } from '../../admin/listPage';
import { refuseStaleVersion } from '../../admin/staleVersion';
import type { Queryable } from '../../db/client';
import { companies, companyDevices, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';

/** A company row as the edit form reads it (and as the audit log records it). */
const toCompany = (row: typeof companies.$inferSelect) => ({
  customer_id: row.id,
  customer_name: row.name,
  street_address: row.streetAddress,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
  telephone: row.telephone,
  require_two_factor: row.requireTwoFactor,
  version: row.version,
});

async function lockCompany(db: Queryable, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
  if (!row) throw new HttpError(404, SERVER.notFound);
  return row;
}

/**
 * GET user/getCustomerDetails: the caller's companies with user and device counts, paged and sorted on the
 * server; q matches exactly (the name case-insensitively) the id, name, device count, date or user count.
 */
export const getCustomerDetails = (ctx: AppContext) =>
  sessionRoute(routes.getCustomerDetails, async ({ query, grant }) => {
    const ids = companiesOf(grant);
    if (ids.length === 0) return { result: [], headers: totalHeader(0) };
    const list = ctx.db
      .select({
        CustomerId: sql<number>`${companies.id}`.as('customer_id'),
        customer_name: sql<string>`${companies.name}`.as('customer_name'),
        // Written out in full: inside a subquery drizzle leaves column names unqualified.
        user: sql<number>`(select count(*)::int from "users" u where u.company_id = "companies"."id")`.as(
          'user_count',
        ),
        devices:
          sql<number>`(select count(*)::int from "company_devices" cd where cd.company_id = "companies"."id")`.as(
            'device_count',
          ),
        registered_date: sql<string>`to_char(${companies.createdAt} at time zone 'UTC', 'MM/DD/YYYY')`.as(
          'registered_date',
        ),
        registered_at: sql<Date>`${companies.createdAt}`.as('registered_at'),
        version: sql<number>`${companies.version}`.as('version'),
      })
      .from(companies)
      .where(inArray(companies.id, ids))
      .as('list');
    const q = query.q;
    let where: SQL | undefined;
    if (q) {
      const options: SQL[] = [
        sql`lower(${list.customer_name}) = lower(${q})`,
        sql`${list.registered_date} = ${q}`,
      ];
      if (/^\d{1,9}$/.test(q)) {
        const n = Number(q);
        options.push(sql`${list.CustomerId} = ${n}`, sql`${list.devices} = ${n}`, sql`${list.user} = ${n}`);
      }
      where = sql.join(options, sql` or `);
      where = sql`(${where})`;
    }
    const sortColumn = {
      CustomerId: list.CustomerId,
      customer_name: list.customer_name,
      devices: list.devices,
      user: list.user,
      registered_date: list.registered_at,
    }[query.sort];
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({
          CustomerId: list.CustomerId,
          customer_name: list.customer_name,
          user: list.user,
          devices: list.devices,
          registered_date: list.registered_date,
          version: list.version,
        })
        .from(list)
        .where(where)
        .orderBy(...pageOrder(query.order, sortColumn, list.CustomerId))
        .limit(query.per_page)
        .offset(offsetOf(query)),
      ctx.db.select({ total: count() }).from(list).where(where),
    ]);
    return { result: rows, headers: totalHeader(total) };
  });

/** POST user/getCustomerById: one company for the edit form (result[0]). */
export const getCustomerById = (ctx: AppContext) =>
  sessionRoute(routes.getCustomerById, async ({ body }) => {
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, body.customer_id)).limit(1);
    if (!row) throw new HttpError(404, SERVER.notFound);
    return { result: [toCompany(row)] };
  });

/** POST user/createCustomer: a company the caller administers from now on (they are its owner). */
export const createCustomer = (ctx: AppContext) =>
  sessionRoute(routes.createCustomer, async ({ body, session }) => {
    const created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({
          name: body.customer_name,
          streetAddress: body.street_address,
          city: body.city,
          state: body.state,
          zipcode: body.zipcode,
          telephone: body.telephone,
          ownerUserId: session.userId,
        })
        .returning();
      await recordAudit(tx, session.userId, [
        {
          companyId: row.id,
          action: 'create',
          resource: 'companies',
          recordId: row.id,
          after: toCompany(row),
        },
      ]);
      return row;
    });
    // The companies a user created are part of their company grant.
    ctx.versions.userChanged(session.userId);
    return { message: SERVER.companyCreated, result: { customer_id: created.id } };
  });

/** POST user/saveCustomerDetails: edit a company; a stale version is refused (409). */
export const saveCustomerDetails = (ctx: AppContext) =>
  sessionRoute(routes.saveCustomerDetails, async ({ body, session }) => {
    await ctx.db.transaction(async (tx) => {
      const before = await lockCompany(tx, body.customer_id);
      refuseStaleVersion(body.version, before.version);
      const [after] = await tx
        .update(companies)
        .set({
          name: body.customer_name,
          streetAddress: body.street_address,
          city: body.city,
          state: body.state,
          zipcode: body.zipcode,
          telephone: body.telephone,
          requireTwoFactor: body.require_two_factor ?? before.requireTwoFactor,
          version: before.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(companies.id, body.customer_id))
        .returning();
      await recordAudit(tx, session.userId, [
        {
          companyId: after.id,
          action: 'update',
          resource: 'companies',
          recordId: after.id,
          before: toCompany(before),
          after: toCompany(after),
        },
      ]);
    });
    return { message: SERVER.companyUpdated, result: null };
  });

/**
 * POST user/deleteCustomer: deletes the company and unlinks its devices and users (spec 3 §9); the
 * gateways, the accounts and their device mappings stay.
 */
export const deleteCustomer = (ctx: AppContext) =>
  sessionRoute(routes.deleteCustomer, async ({ body, session }) => {
    const unlinked = await ctx.db.transaction(async (tx) => {
      const before = await lockCompany(tx, body.customer_id);
      const unlinkedDevices = await tx
        .delete(companyDevices)
        .where(eq(companyDevices.companyId, before.id))
        .returning({ deviceId: companyDevices.deviceId });
      const unlinkedUsers = await tx
        .update(users)
        .set({ companyId: null })
        .where(eq(users.companyId, before.id))
        .returning({ id: users.id });
      await recordAudit(tx, session.userId, [
        {
          companyId: before.id,
          action: 'delete',
          resource: 'companies',
          recordId: before.id,
          before: {
            ...toCompany(before),
            device_ids: unlinkedDevices.map((d) => d.deviceId),
            user_ids: unlinkedUsers.map((u) => u.id),
          },
        },
      ]);
      // The entry above keeps its text; its company link goes with the company (set null).
      await tx.delete(companies).where(and(eq(companies.id, before.id)));
      return {
        members: unlinkedUsers.map((u) => u.id),
        devices: unlinkedDevices.map((d) => d.deviceId),
        ownerUserId: before.ownerUserId,
      };
    });
    for (const userId of unlinked.members) ctx.versions.userChanged(userId);
    if (unlinked.ownerUserId !== null) ctx.versions.userChanged(unlinked.ownerUserId);
    ctx.versions.devicesChanged(unlinked.devices);
    ctx.versions.companyUsersChanged(body.customer_id);
    return { message: SERVER.companyDeleted, result: null };
  });
