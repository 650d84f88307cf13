import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz } from './columns';

/**
 * A CSV file written for one user (user/exportCSV), served at /api/3.0/exports/<token>.csv to that user
 * only, until it expires. The token is random; only its SHA-256 is stored.
 */
export const csvExports = pgTable(
  'csv_exports',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** File name under DATA_DIR/exports/. */
    fileName: text('file_name').notNull(),
    /** Offered to the browser in Content-Disposition. */
    downloadName: text('download_name').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('csv_exports_expires_idx').on(t.expiresAt)],
);
