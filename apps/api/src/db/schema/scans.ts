import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns';
import { devices, endpoints } from './devices';

/** The schedule of a scan as the wire carries it (run_from/run_until in epoch ms, recurrence pattern). */
export type ScanSchedule = Record<string, unknown>;

/** A vulnerability scan definition on a gateway. */
export const scans = pgTable(
  'scans',
  {
    id: idColumn(),
    /** The wire's unique_id. */
    uniqueId: text('unique_id').notNull(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    scanName: text('scan_name').notNull(),
    /** full_and_fast | discovery | base */
    scanConfig: text('scan_config').notNull(),
    schedule: jsonb('schedule').$type<ScanSchedule>().notNull(),
    /** Latest severity and status shown in the list. */
    severity: text('severity').notNull().default(''),
    status: text('status').notNull().default('Scheduled'),
    /** The scanner's task id. */
    taskId: text('task_id'),
    /** When the scan runs next; the scheduler takes due rows with FOR UPDATE SKIP LOCKED. */
    nextRunAt: timestamptz('next_run_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scans_unique_id_unique').on(t.uniqueId),
    index('scans_device_idx').on(t.deviceId),
    index('scans_next_run_idx').on(t.nextRunAt),
  ],
);

/** The endpoints a scan covers. */
export const scanTargets = pgTable(
  'scan_targets',
  {
    scanId: integer('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => endpoints.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scanId, t.endpointId] })],
);

/** One run of a scan and its findings. */
export const scanReports = pgTable(
  'scan_reports',
  {
    id: idColumn(),
    uniqueId: text('unique_id').notNull(),
    scanId: integer('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    taskId: text('task_id'),
    severity: text('severity').notNull().default(''),
    status: text('status').notNull().default(''),
    findings: jsonb('findings').$type<unknown[]>().notNull().default([]),
    /** What the gateway reported of the run as a whole: when it ran and how each endpoint fared (ScanRunSummary). */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /** The run time the scheduler claimed (a scan's next_run_at); one report per scan and due time. */
    dueAt: timestamptz('due_at'),
    /** When the start_scan command reached the gateway; null while it is still to be sent (after a restart too). */
    dispatchedAt: timestamptz('dispatched_at'),
    /** A node sending the command holds it until then; a node that died mid-send leaves it to the others. */
    dispatchLeaseUntil: timestamptz('dispatch_lease_until'),
    /** Why a run stopped (gateway offline, endpoint left), shown with the Stopped status. */
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scan_reports_unique_id_unique').on(t.uniqueId),
    uniqueIndex('scan_reports_scan_due_unique').on(t.scanId, t.dueAt),
    index('scan_reports_undispatched_idx').on(t.dispatchedAt),
    index('scan_reports_scan_idx').on(t.scanId),
  ],
);
