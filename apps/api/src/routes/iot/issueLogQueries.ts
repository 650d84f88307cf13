import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { issueLogs } from '../../db/schema';

export interface IssueLogFilter {
  deviceId: string;
  /** One endpoint's entries; null or empty: the whole device's. */
  ipAddress?: string | null;
  /** [from, to) */
  from?: Date;
  to?: Date;
}

export type IssueLogRow = typeof issueLogs.$inferSelect;

function whereOf(filter: IssueLogFilter): SQL | undefined {
  return and(
    eq(issueLogs.deviceId, filter.deviceId),
    filter.ipAddress ? eq(issueLogs.endpointIp, filter.ipAddress) : undefined,
    filter.from ? gte(issueLogs.occurredAt, filter.from) : undefined,
    filter.to ? lt(issueLogs.occurredAt, filter.to) : undefined,
  );
}

/** Blocked-access entries, newest first (the issue list) or oldest first (the export), at most `limit`. */
export function findIssueLogs(
  db: Queryable,
  filter: IssueLogFilter,
  order: 'newest' | 'oldest',
  limit: number,
): Promise<IssueLogRow[]> {
  const by = order === 'newest' ? desc : asc;
  return db
    .select()
    .from(issueLogs)
    .where(whereOf(filter))
    .orderBy(by(issueLogs.occurredAt), by(issueLogs.id))
    .limit(limit);
}
