import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, idColumn } from './columns';

/**
 * Every change made through the admin console (and device role changes): who, what, when, before and
 * after. The actor's e-mail is copied so the entry still reads after the account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    /** The company whose data changed; null once that company is deleted (the entry stays). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** create | update | delete */
    action: text('action').notNull(),
    /** The console resource: companies, companyDevices, users, userDevices. */
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_company_idx').on(t.companyId), index('audit_log_actor_idx').on(t.actorUserId)],
);
