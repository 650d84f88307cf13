import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn } from './columns';
import { devices } from './devices';

/** A Circle of Trust group on a gateway; its id is the chat room. */
export const cotGroups = pgTable(
  'cot_groups',
  {
    id: idColumn(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    topicId: text('topic_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cot_groups_device_idx').on(t.deviceId)],
);

/** A member of a group; the row id is the wire's cot_id. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: idColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => cotGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('group_members_group_user_unique').on(t.groupId, t.userId)],
);

/** A file sent in chat. */
export interface ChatFile {
  url: string;
  mimetype: string;
  originalFileName: string;
}

/** Chat history of a group: plain text or a file. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => cotGroups.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's tinode_username at the time, kept when the account is gone. */
    senderUsername: text('sender_username').notNull(),
    text: text('text'),
    file: jsonb('file').$type<ChatFile>(),
    /** The sending client's id for the message: a resend after a reconnect is stored once. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_group_created_idx').on(t.groupId, t.createdAt),
    uniqueIndex('chat_messages_client_unique').on(t.groupId, t.senderUserId, t.clientId),
  ],
);

/** A file uploaded to a group's chat; stored under DATA_DIR/chat-media/<group id>/<stored name>. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: idColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => cotGroups.id, { onDelete: 'cascade' }),
    uploaderUserId: integer('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Random name on disk and in the url; never the uploader's name. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimetype: text('mimetype').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_files_group_name_unique').on(t.groupId, t.storedName)],
);
