import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CHAT_EVENT_ACCESS,
  CHAT_EVENTS,
  CHAT_RATE_LIMIT,
  SERVER,
  chatJoinPayload,
  chatLoadOlderPayload,
  chatSendPayload,
  type ChatErrorPayload,
  type ChatLeftRoomPayload,
} from '@drisk/contract';
import type { FastifyBaseLogger } from 'fastify';
import { findSession } from '../auth/sessions';
import type { SessionCache } from '../auth/sessionCache';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { cotGroups, groupMembers, users } from '../db/schema';
import { fieldProblems, validationMessage } from '../http/validationMessage';
import { readHistory, saveMessage } from './chatHistory';
import { groupRoom, userRoom, type ChatRooms } from './chatRooms';
import { isChatMediaUrlOf } from './chatMediaFiles';
import { FloodLimit } from './floodLimit';

/** The socket path the spec's chat client connects to. */
export const CHAT_SOCKET_PATH = '/socket.io';

interface ChatIdentity {
  userId: number;
  username: string;
}

export interface ChatServer extends ChatRooms {
  io: Server;
  close(): Promise<void>;
}

type Ack = (reply: { ok: boolean; message?: string; result?: unknown }) => void;

/** The token a client gives at the handshake: auth.token, or the Auth / Authorization header. */
function handshakeToken(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token;
  const header = socket.handshake.headers.auth;
  if (typeof header === 'string' && header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(socket.handshake.headers.authorization ?? '');
  return bearer ? bearer[1] : null;
}

/**
 * socket.io chat at /socket.io on the api's HTTP server: the session token authenticates the handshake;
 * each client event is checked against CHAT_EVENT_ACCESS (a member or the owner of the payload's room)
 * before it does anything; the sender is the session's user. With REDIS_URL the Redis adapter joins
 * the api nodes into one chat (rooms, removals and deletions reach every node).
 */
export async function createChatServer(options: {
  httpServer: HttpServer;
  db: Database;
  config: Config;
  sessionCache: SessionCache;
  log: FastifyBaseLogger;
}): Promise<ChatServer> {
  const { db, config, log } = options;
  const io = new Server(options.httpServer, {
    path: CHAT_SOCKET_PATH,
    // A file message is a small object: a text of 4000 characters in UTF-8 stays well under this.
    maxHttpBufferSize: 64 * 1024,
    serveClient: false,
    cors: { origin: true, credentials: false },
    // engine.io's default, stated because a broadcast depends on it: with deflate off the adapter builds the
    // WebSocket frame once and every member's socket is sent those bytes; with it on, each of the 1,000
    // sockets of a busy room would compress its own copy (the bench's rows 6a/6b measure this path).
    perMessageDeflate: false,
  });

  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    // ioredis: the `redis` package as installed resolves a mismatched @redis/client (see the README).
    const pub = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error: unknown) => log.warn({ err: error }, 'Chat Redis connection error'));
    }
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: config.chatRedisKey }));
  }

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token || token.length > 512) {
      next(new Error(SERVER.unauthorized));
      return;
    }
    findSession(db, config, token, options.sessionCache)
      .then(async (session) => {
        if (!session) throw new Error(SERVER.sessionExpired);
        // Held to the two-factor set-up calls (issue 16): no chat until a second factor is confirmed.
        if (session.twoFactorSetupPending) throw new Error(SERVER.twoFactorSetupRequired);
        const [user] = await db
          .select({ username: users.tinodeUsername })
          .from(users)
          .where(eq(users.id, session.userId))
          .limit(1);
        if (!user) throw new Error(SERVER.sessionExpired);
        socket.data.identity = { userId: session.userId, username: user.username } satisfies ChatIdentity;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(SERVER.unauthorized)));
  });

  /** Whether the user is a member or the owner of the group (CHAT_EVENT_ACCESS's `group` scope). */
  async function mayUse(userId: number, groupId: number): Promise<boolean> {
    const [row] = await db
      .select({ createdBy: cotGroups.createdBy, memberId: groupMembers.id })
      .from(cotGroups)
      .leftJoin(groupMembers, and(eq(groupMembers.groupId, cotGroups.id), eq(groupMembers.userId, userId)))
      .where(eq(cotGroups.id, groupId))
      .limit(1);
    return Boolean(row && (row.memberId !== null || row.createdBy === userId));
  }

  io.on('connection', (socket) => {
    const identity = socket.data.identity as ChatIdentity;
    void socket.join(userRoom(identity.userId));
    const flood = new FloodLimit(CHAT_RATE_LIMIT.messages, CHAT_RATE_LIMIT.perMs);

    const refuse = (event: string, message: string, ack?: Ack) => {
      socket.emit(CHAT_EVENTS.chatError, { event, message } satisfies ChatErrorPayload);
      if (typeof ack === 'function') ack({ ok: false, message });
    };

    /**
     * The socket's messages, one after the other: a client that flushes what it queued while offline sends
     * a burst, and concurrent INSERTs on the pool would store (and deliver) it in any order. Idle, this
     * costs one promise hop; a burst waits for one INSERT per message before it.
     */
    let messages: Promise<void> = Promise.resolve();

    /**
     * One client event: validate its payload, enforce its declared access, then run it. Any failure is
     * answered on the socket (chat error and the acknowledgement); the connection stays. `ordered` events
     * run one after the other, in the order the socket sent them.
     */
    function on<S extends z.ZodType>(
      event: keyof typeof CHAT_EVENT_ACCESS,
      schema: S,
      run: (payload: z.output<S>, groupId: number, ack?: Ack) => Promise<void>,
      ordered = false,
    ) {
      socket.on(event, (raw: unknown, maybeAck?: unknown) => {
        const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : undefined;
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          refuse(event, validationMessage(fieldProblems(parsed.error, 'body')), ack);
          return;
        }
        const access = CHAT_EVENT_ACCESS[event];
        const payload = parsed.data as Record<string, unknown>;
        const groupId = Number(payload[access.field]);
        const handle = () =>
          // Inside the room already means a member: a removal takes the socket out of it on every node.
          (socket.rooms.has(groupRoom(groupId)) ? Promise.resolve(true) : mayUse(identity.userId, groupId))
            .then(async (allowed) => {
              if (!allowed) {
                refuse(event, SERVER.groupForbidden, ack);
                return;
              }
              await run(parsed.data, groupId, ack);
            })
            .catch((error: unknown) => {
              log.error({ err: error, event }, 'Chat event failed');
              refuse(event, SERVER.internalError, ack);
            });
        if (ordered) messages = messages.then(handle);
        else void handle();
      });
    }

    on(CHAT_EVENTS.join, chatJoinPayload, async (_payload, groupId, ack) => {
      await socket.join(groupRoom(groupId));
      const history = await readHistory(db, groupId);
      socket.emit(CHAT_EVENTS.loadChat, history);
      ack?.({ ok: true, result: history });
    });

    on(CHAT_EVENTS.loadOlder, chatLoadOlderPayload, async (payload, groupId, ack) => {
      const page = await readHistory(db, groupId, { before: payload.before, limit: payload.limit });
      ack?.({ ok: true, result: page });
    });

    on(
      CHAT_EVENTS.chatMessage,
      chatSendPayload,
      async (payload, groupId, ack) => {
        if (!flood.take(Date.now())) {
          refuse(CHAT_EVENTS.chatMessage, SERVER.chatTooFast, ack);
          return;
        }
        if (typeof payload.msg !== 'string' && !isChatMediaUrlOf(payload.msg.url, groupId)) {
          refuse(CHAT_EVENTS.chatMessage, 'msg.url: must be a file uploaded to this group', ack);
          return;
        }
        const { message, duplicate } = await saveMessage(db, {
          groupId,
          senderUserId: identity.userId,
          senderUsername: identity.username,
          msg: payload.msg,
          clientId: payload.client_id,
        });
        if (!duplicate) io.to(groupRoom(groupId)).emit(CHAT_EVENTS.chatMessage, message);
        ack?.({ ok: true, result: message });
      },
      true,
    );
  });

  const leave = (userRoomOrAll: string, groupId: number, message: string) => {
    const room = groupRoom(groupId);
    const notice: ChatLeftRoomPayload = { room: String(groupId), message };
    io.to(userRoomOrAll).emit(CHAT_EVENTS.leftRoom, notice);
    io.in(userRoomOrAll).socketsLeave(room);
  };

  return {
    io,
    removeMembers(groupId, userIds) {
      for (const userId of userIds) leave(userRoom(userId), groupId, SERVER.chatRemoved);
      return Promise.resolve();
    },
    closeGroups(groupIds) {
      for (const groupId of groupIds) leave(groupRoom(groupId), groupId, SERVER.groupDeleted);
      return Promise.resolve();
    },
    async close() {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => 'closed')));
    },
  };
}
