import { and, desc, eq, lt } from 'drizzle-orm';
import { CHAT_HISTORY_PAGE_SIZE, type ChatFile, type ChatMessage } from '@drisk/contract';
import type { Queryable } from '../db/client';
import { chatMessages } from '../db/schema';

type Row = typeof chatMessages.$inferSelect;

/** A stored message as the wire carries it (text or file). */
export function toChatMessage(row: Row): ChatMessage {
  return {
    id: row.id,
    room: String(row.groupId),
    sender: row.senderUsername,
    msg: row.file ?? row.text ?? '',
    created_at: row.createdAt.getTime(),
    ...(row.clientId ? { client_id: row.clientId } : {}),
  };
}

/** The page of a room's history before message id `before` (or the latest), oldest first. */
export async function readHistory(
  db: Queryable,
  groupId: number,
  options: { before?: number; limit?: number } = {},
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      options.before === undefined
        ? eq(chatMessages.groupId, groupId)
        : and(eq(chatMessages.groupId, groupId), lt(chatMessages.id, options.before)),
    )
    // The id is the server's order: two messages in one millisecond keep the order they were stored in.
    .orderBy(desc(chatMessages.id))
    .limit(options.limit ?? CHAT_HISTORY_PAGE_SIZE);
  return rows.reverse().map(toChatMessage);
}

export interface NewChatMessage {
  groupId: number;
  senderUserId: number;
  senderUsername: string;
  msg: string | ChatFile;
  clientId?: string;
}

/**
 * Stores a message once: a resend with the same client id (after a reconnect) returns the stored one
 * with `duplicate` set, so the caller does not deliver it twice.
 */
export async function saveMessage(
  db: Queryable,
  message: NewChatMessage,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({
      groupId: message.groupId,
      senderUserId: message.senderUserId,
      senderUsername: message.senderUsername,
      text: typeof message.msg === 'string' ? message.msg : null,
      file: typeof message.msg === 'string' ? null : message.msg,
      clientId: message.clientId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { message: toChatMessage(inserted), duplicate: false };
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.groupId, message.groupId),
        eq(chatMessages.senderUserId, message.senderUserId),
        eq(chatMessages.clientId, message.clientId ?? ''),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('A chat message was neither stored nor found');
  return { message: toChatMessage(existing), duplicate: true };
}
