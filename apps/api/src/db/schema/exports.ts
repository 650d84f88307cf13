import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { createdAt, timestamptz } from './columns';
import { scanReports } from './scans';

/**
 * A CSV file written for one user (user/exportCSV), served at /api/3.0/exports/<token>.csv to that user
 * only, until it expires. The token and the cookie key are random; only their SHA-256 is stored.
 */
export const csvExports = pgTable(
  'csv_exports',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session that asked: the file is served only while it lives, to a request of that session
     * (Auth header) or carrying the cookie set on the export reply (a new window sends no Auth header).
     */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's random value. */
    cookieKeyHash: text('cookie_key_hash').notNull(),
    /** File name under DATA_DIR/exports/. */
    fileName: text('file_name').notNull(),
    /** Offered to the browser in Content-Disposition. */
    downloadName: text('download_name').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The scan report a file shows (user/getScanReport): deleting the report deletes its files. */
    scanReportId: integer('scan_report_id').references(() => scanReports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('csv_exports_expires_idx').on(t.expiresAt),
    index('csv_exports_scan_report_idx').on(t.scanReportId),
  ],
);
