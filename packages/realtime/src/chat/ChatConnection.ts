import { io } from 'socket.io-client';
import {
  CHAT_EVENTS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  SERVER,
} from '@drisk/contract/client';
import type { ChatFile, ChatLeftRoomPayload, ChatMessage } from '@drisk/contract';
import type { ConnectionState } from '../connection/ConnectionState';

/** The socket path of the api's chat (and of a gateway-local chat server). */
export const CHAT_SOCKET_PATH = '/socket.io';

/** How long a sent event may wait for the server's acknowledgement before it counts as not delivered. */
const ACK_TIMEOUT_MS = 10_000;
/** Wait before sending again after the server said 'too fast' (one token of its bucket). */
const RATE_RETRY_MS = Math.ceil(CHAT_RATE_LIMIT.perMs / CHAT_RATE_LIMIT.messages);

/** The server's acknowledgement of a chat event. */
export interface ChatAck<T = unknown> {
  ok: boolean;
  message?: string;
  result?: T;
}

/**
 * The part of a socket.io client socket the chat uses: a real `io()` socket fits, and tests pass a fake
 * (`createFakeChatServer`).
 */
export interface ChatSocket {
  readonly connected: boolean;
  /** False once the server refused the handshake: socket.io does not retry then. */
  readonly active: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  timeout(ms: number): {
    emit(event: string, payload: unknown, ack: (error: Error | null, reply: ChatAck) => void): unknown;
  };
}

/** One message as the chat screen shows it: confirmed by the server, or still waiting to be sent. */
export interface ChatEntry {
  /** Stable React key: the client id when the message has one, else the server id. */
  key: string;
  sender: string;
  msg: string | ChatFile;
  /** Epoch ms (the server's time once confirmed, the local time while pending). */
  sentAt?: number;
  /** True while it waits in the offline queue or for the server's acknowledgement. */
  pending: boolean;
}

export interface ChatSnapshot {
  state: ConnectionState;
  /** True once the server let this socket into the room and sent the history. */
  joined: boolean;
  /** Oldest first: the room's messages in the server's order, then those still waiting to be sent. */
  messages: ChatEntry[];
  /** Whether older messages may exist on the server. */
  hasOlder: boolean;
  /** Set when the server took us out of the room (removed, group deleted) or refused the join. */
  closedReason: string | null;
}

export interface ChatConnectOptions {
  /** The chat server's address (`localChatServer`, the `server` query parameter of the chat screen). */
  url: string;
  /** The session token, given at the handshake. */
  token: string;
  /** The room: the group id as a string. */
  room: string;
  /** The user's chat name (tinode_username); the server decides the sender anyway. */
  username: string;
  /** Called with a message to show the user (a refused message, a refused join). */
  onError?: (message: string) => void;
  /** Makes the socket; socket.io-client's `io` by default. */
  createSocket?: (url: string, options: { path: string; auth: { token: string } }) => ChatSocket;
  /** Makes client message ids; crypto.randomUUID by default. */
  createClientId?: () => string;
}

export interface ChatConnection {
  getSnapshot(): ChatSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Sends a text (trimmed; an empty one is ignored) or a file. While the connection is down the message
   * waits in order and goes out once the room is joined again, under the same client id, so the server
   * stores it once even if an earlier attempt did arrive.
   */
  send(msg: string | ChatFile): void;
  /** Fetches the page before the oldest message shown. */
  loadOlder(): Promise<void>;
  /** Tries to connect now (the browser came back online or the tab became visible). */
  wake(): void;
  close(): void;
}

interface Outgoing {
  clientId: string;
  msg: string | ChatFile;
  queuedAt: number;
}

const randomId = () => globalThis.crypto.randomUUID();

const defaultSocket: NonNullable<ChatConnectOptions['createSocket']> = (url, options) =>
  io(url, { ...options, transports: ['websocket'] }) as unknown as ChatSocket;

/**
 * One chat room over socket.io: joins on every (re)connection, keeps the history in the server's order
 * (by message id, de-duplicated), queues what the user sends while the link is down and sends it in order
 * once joined again, each with a client id the server de-duplicates. No React in here.
 */
export function connectChat(options: ChatConnectOptions): ChatConnection {
  const createSocket = options.createSocket ?? defaultSocket;
  const createClientId = options.createClientId ?? randomId;
  const listeners = new Set<() => void>();
  const confirmed = new Map<number, ChatMessage>();
  const confirmedClientIds = new Set<string>();
  let outbox: Outgoing[] = [];
  let flushing = false;
  let closed = false;
  let snapshot: ChatSnapshot = {
    state: 'connecting',
    joined: false,
    messages: [],
    hasOlder: false,
    closedReason: null,
  };

  const publish = (patch: Partial<ChatSnapshot> = {}) => {
    const ordered = [...confirmed.values()].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    const messages: ChatEntry[] = ordered.map((message) => ({
      key: message.client_id ?? `id-${message.id}`,
      sender: message.sender,
      msg: message.msg,
      sentAt: message.created_at,
      pending: false,
    }));
    for (const item of outbox) {
      if (confirmedClientIds.has(item.clientId)) continue;
      messages.push({
        key: item.clientId,
        sender: options.username,
        msg: item.msg,
        sentAt: item.queuedAt,
        pending: true,
      });
    }
    snapshot = { ...snapshot, ...patch, messages };
    for (const listener of [...listeners]) listener();
  };

  const keep = (messages: readonly ChatMessage[]) => {
    for (const message of messages) {
      if (message.id === undefined) continue;
      confirmed.set(message.id, message);
      if (message.client_id) confirmedClientIds.add(message.client_id);
    }
  };

  const socket = createSocket(options.url, { path: CHAT_SOCKET_PATH, auth: { token: options.token } });

  const emit = <T>(event: string, payload: unknown) =>
    new Promise<ChatAck<T> | null>((resolve) => {
      // null: no acknowledgement in time (the link dropped); the caller tries again after the next join.
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(event, payload, (error, reply) => resolve(error ? null : (reply as ChatAck<T>)));
    });

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Sends the outbox in order, one at a time, while joined; stops at the first message not acknowledged. */
  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      while (!closed && snapshot.joined && outbox.length > 0) {
        const item = outbox[0];
        const reply = await emit<ChatMessage>(CHAT_EVENTS.chatMessage, {
          msg: item.msg,
          room: options.room,
          client_id: item.clientId,
        });
        if (!reply) break;
        if (!reply.ok && reply.message === SERVER.chatTooFast) {
          await wait(RATE_RETRY_MS);
          continue;
        }
        outbox = outbox.filter((queued) => queued !== item);
        if (reply.ok && reply.result) keep([reply.result]);
        else options.onError?.(reply.message ?? SERVER.internalError);
        publish();
      }
    } finally {
      flushing = false;
    }
  }

  async function join() {
    const reply = await emit<ChatMessage[]>(CHAT_EVENTS.join, {
      username: options.username,
      room: options.room,
    });
    if (closed || !reply) return;
    if (!reply.ok) {
      const reason = reply.message ?? SERVER.groupForbidden;
      options.onError?.(reason);
      outbox = [];
      publish({ joined: false, closedReason: reason });
      return;
    }
    const history = reply.result ?? [];
    const firstJoin = confirmed.size === 0;
    keep(history);
    publish({
      joined: true,
      state: 'online',
      hasOlder: firstJoin ? history.length >= CHAT_HISTORY_PAGE_SIZE : snapshot.hasOlder,
    });
    void flush();
  }

  socket.on('connect', () => {
    if (snapshot.closedReason) return;
    void join();
  });
  socket.on('disconnect', (reason: string) => {
    publish({ state: 'offline', joined: false });
    // The server dropped us on purpose: socket.io does not come back by itself then.
    if (reason === 'io server disconnect' && !closed) socket.connect();
  });
  socket.on('connect_error', (error: Error) => {
    const refused = !socket.active || error.message === SERVER.sessionExpired;
    publish({ state: refused ? 'unauthorized' : 'offline', joined: false });
  });
  socket.on(CHAT_EVENTS.chatMessage, (message: ChatMessage) => {
    if (message.room !== undefined && message.room !== options.room) return;
    keep([message]);
    publish();
  });
  socket.on(CHAT_EVENTS.leftRoom, (notice: ChatLeftRoomPayload) => {
    if (notice.room !== options.room) return;
    outbox = [];
    publish({ joined: false, closedReason: notice.message });
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send(msg) {
      const content = typeof msg === 'string' ? msg.trim() : msg;
      if (content === '' || closed || snapshot.closedReason) return;
      outbox.push({ clientId: createClientId(), msg: content, queuedAt: Date.now() });
      publish();
      void flush();
    },
    async loadOlder() {
      const oldest = Math.min(...[...confirmed.keys()]);
      if (!Number.isFinite(oldest) || !snapshot.joined) return;
      const reply = await emit<ChatMessage[]>(CHAT_EVENTS.loadOlder, {
        room: options.room,
        before: oldest,
        limit: CHAT_HISTORY_PAGE_SIZE,
      });
      if (!reply) return;
      if (!reply.ok) {
        options.onError?.(reply.message ?? SERVER.internalError);
        return;
      }
      const page = reply.result ?? [];
      keep(page);
      publish({ hasOlder: page.length >= CHAT_HISTORY_PAGE_SIZE });
    },
    wake() {
      if (!closed && !socket.connected && snapshot.state !== 'unauthorized') socket.connect();
    },
    close() {
      closed = true;
      listeners.clear();
      socket.disconnect();
    },
  };
}
