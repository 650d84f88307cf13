import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { CONTENT_RANGE_HEADER, routes, type AuditLogEntry } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { companiesOf } from '../../admin/companyScope';
import { auditLog } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET admin/audit-log?sort&range&filter: the changes to the caller's companies, and those the caller made
 * (a deleted company's entries stay readable to whoever deleted it), in ra-data-simple-rest's shape.
 */
export const getAuditLog = (ctx: AppContext) =>
  sessionRoute(routes.auditLog, async ({ query, grant, session }) => {
    const ids = companiesOf(grant);
    const visible =
      ids.length > 0
        ? or(inArray(auditLog.companyId, ids), eq(auditLog.actorUserId, session.userId))!
        : eq(auditLog.actorUserId, session.userId);
    const conditions: SQL[] = [visible];
    const { filter } = query;
    if (filter.customer_id !== undefined) conditions.push(eq(auditLog.companyId, filter.customer_id));
    if (filter.resource) conditions.push(eq(auditLog.resource, filter.resource));
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      conditions.push(
        or(
          ilike(auditLog.actorEmail, pattern),
          ilike(auditLog.resource, pattern),
          ilike(auditLog.recordId, pattern),
        )!,
      );
    }
    const where = and(...conditions);
    const [field, direction] = query.sort;
    const column = {
      id: auditLog.id,
      created_at: auditLog.createdAt,
      action: auditLog.action,
      resource: auditLog.resource,
      actor_email: auditLog.actorEmail,
    }[field];
    const order = direction === 'ASC' ? asc : desc;
    const [first, last] = query.range;
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(order(column), order(auditLog.id))
        .limit(last - first + 1)
        .offset(first),
      ctx.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    const result: AuditLogEntry[] = rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      actor_user_id: row.actorUserId,
      actor_email: row.actorEmail,
      action: row.action as AuditLogEntry['action'],
      resource: row.resource,
      record_id: row.recordId,
      customer_id: row.companyId,
      before: row.before ?? null,
      after: row.after ?? null,
    }));
    const end = rows.length === 0 ? first : first + rows.length - 1;
    return { result, headers: { [CONTENT_RANGE_HEADER]: `auditLog ${first}-${end}/${total}` } };
  });
