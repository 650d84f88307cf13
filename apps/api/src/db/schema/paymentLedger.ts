import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn } from './columns';
import { devices } from './devices';
import { payments } from './storage';

/**
 * A user's credit, as a ledger: every payment in and every plan bought from it is a row, so the balance is the
 * sum of the rows (never a stored number that could drift).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cents: positive adds credit, negative spends it. */
    amountCents: integer('amount_cents').notNull(),
    /** grant (a credit given) | card_payment (money received) | plan_purchase (a plan bought) */
    kind: text('kind').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    deviceId: text('device_id').references(() => devices.deviceId, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId),
    check('credit_ledger_kind', sql`${t.kind} in ('grant', 'card_payment', 'plan_purchase')`),
  ],
);

/**
 * Every payment provider event applied, by the provider's event id: a retried webhook finds its row and
 * changes nothing twice. Refunds and disputes are kept here with the payment they concern.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The provider's object the event carried (payment intent, charge or dispute), for the record. */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId)],
);
