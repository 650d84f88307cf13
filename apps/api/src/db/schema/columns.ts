import { integer, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shared column builders. The schema takes the default settings from @drisk/contract; `npm run db:generate`
 * runs drizzle-kit with the `source` export condition, so the workspace package resolves to its source.
 */

/** A generated integer primary key (ids on the wire are numbers: user_id, notification_id, group_id...). */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A point in time, always with time zone, as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A 0/1 flag exactly as the wire carries it (settings toggles, input_required...). */
export const flagColumn = (name: string, fallback: 0 | 1 = 0) => smallint(name).notNull().default(fallback);
