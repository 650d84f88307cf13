import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn, timestamptz } from './columns';
import { devices } from './devices';
import { cotGroups } from './groups';

/** What a notification is about; the answer's effect depends on it. */
export type NotificationKind = 'invite' | 'new_device' | 'group_invite' | 'info';

/** Extra data per kind: invite {invitation_id, role_id, invited_by}; new_device {mac_address, name}. */
export type NotificationPayload = Record<string, unknown>;

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.deviceId, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => cotGroups.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The wire's user_type: the role the notification concerns (Owner, Admin, Guest). */
    userType: text('user_type').notNull().default(''),
    message: text('message').notNull(),
    /** Pending | Accepted | Rejected */
    status: text('status').notNull().default('Pending'),
    /** 1 when the user must answer (Accept or Reject). */
    inputRequired: smallint('input_required').notNull().default(0),
    payload: jsonb('payload').$type<NotificationPayload>().notNull().default({}),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_status', sql`${t.status} in ('Pending', 'Accepted', 'Rejected')`),
    check('notifications_input_required', sql`${t.inputRequired} in (0, 1)`),
  ],
);
