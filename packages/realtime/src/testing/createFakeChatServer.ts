import { CHAT_EVENTS, CHAT_HISTORY_PAGE_SIZE } from '@drisk/contract/client';
import type { ChatMessage } from '@drisk/contract';
import type { ChatAck, ChatConnectOptions, ChatSocket } from '../chat/ChatConnection';

type Listener = (...args: never[]) => void;

/** What a fake chat socket sent, in order. */
export interface FakeChatEmit {
  event: string;
  payload: Record<string, unknown>;
}

export interface FakeChatServerOptions {
  /** The chat name of the user the sockets belong to. @default 'me' */
  username?: string;
  /** The room's history, oldest first, with ids. @default [] */
  history?: ChatMessage[];
  /** Starts unreachable (sockets stay 'connecting' until `goOnline`). @default false */
  offline?: boolean;
}

/**
 * A stand-in for the chat's socket.io server at the socket boundary, for tests of screens and of
 * `connectChat`: pass `createSocket` to `connectChat`. It behaves like the api's chat: `join` answers with the
 * last page of history, `chat message` stores a message once per client id and broadcasts it, `load older`
 * pages back. The test can cut and restore the link, lose an acknowledgement, post as another user, or take
 * the sockets out of the room.
 */
export function createFakeChatServer(options: FakeChatServerOptions = {}) {
  const username = options.username ?? 'me';
  const messages: ChatMessage[] = [...(options.history ?? [])];
  const emits: FakeChatEmit[] = [];
  const sockets: FakeSocket[] = [];
  let online = !options.offline;
  let loseNextAck = false;
  let nextId = Math.max(0, ...messages.map((message) => message.id ?? 0)) + 1;

  const later = (run: () => void) => setTimeout(run, 0);

  class FakeSocket implements ChatSocket {
    connected = false;
    active = true;
    joined = new Set<string>();
    private listeners = new Map<string, Listener[]>();

    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }

    fire(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
    }

    connect() {
      this.active = true;
      if (online && !this.connected) {
        later(() => {
          if (!online || this.connected || !this.active) return;
          this.connected = true;
          this.fire('connect');
        });
      }
      return this;
    }

    disconnect() {
      this.active = false;
      if (this.connected) {
        this.connected = false;
        this.joined.clear();
        this.fire('disconnect', 'io client disconnect');
      }
      return this;
    }

    timeout() {
      return {
        emit: (event: string, payload: unknown, ack: (error: Error | null, reply: ChatAck) => void) => {
          if (!this.connected) {
            later(() => ack(new Error('operation has timed out'), { ok: false }));
            return this;
          }
          emits.push({ event, payload: payload as Record<string, unknown> });
          const reply = answer(this, event, payload as Record<string, unknown>);
          later(() => {
            if (loseNextAck && event === CHAT_EVENTS.chatMessage) {
              loseNextAck = false;
              ack(new Error('operation has timed out'), { ok: false });
              return;
            }
            ack(null, reply);
          });
          return this;
        },
      };
    }
  }

  function broadcast(room: string, message: ChatMessage) {
    for (const socket of sockets) {
      if (socket.connected && socket.joined.has(room)) later(() => socket.fire(CHAT_EVENTS.chatMessage, message));
    }
  }

  function answer(socket: FakeSocket, event: string, payload: Record<string, unknown>): ChatAck {
    const room = String(payload.room);
    if (event === CHAT_EVENTS.join) {
      socket.joined.add(room);
      return { ok: true, result: messages.slice(-CHAT_HISTORY_PAGE_SIZE) };
    }
    if (event === CHAT_EVENTS.loadOlder) {
      const older = messages.filter((message) => (message.id ?? 0) < Number(payload.before));
      return { ok: true, result: older.slice(-Number(payload.limit ?? CHAT_HISTORY_PAGE_SIZE)) };
    }
    if (event === CHAT_EVENTS.chatMessage) {
      const clientId = payload.client_id as string | undefined;
      const earlier = clientId && messages.find((message) => message.client_id === clientId);
      if (earlier) return { ok: true, result: earlier };
      const message: ChatMessage = {
        id: nextId++,
        sender: username,
        msg: payload.msg as ChatMessage['msg'],
        created_at: Date.now(),
        room,
        ...(clientId ? { client_id: clientId } : {}),
      };
      messages.push(message);
      broadcast(room, message);
      return { ok: true, result: message };
    }
    return { ok: false, message: `unknown event ${event}` };
  }

  const createSocket: NonNullable<ChatConnectOptions['createSocket']> = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    socket.connect();
    return socket;
  };

  return {
    createSocket,
    /** Every message the server stored, in its order. */
    messages,
    /** Every event the sockets delivered to the server, in order. */
    emits,
    /** Cuts every socket's link (they stay active and come back on `goOnline`). */
    goOffline() {
      online = false;
      for (const socket of sockets) {
        if (!socket.connected) continue;
        socket.connected = false;
        socket.joined.clear();
        socket.fire('disconnect', 'transport close');
      }
    },
    /** Restores the link: every active socket connects again. */
    goOnline() {
      online = true;
      for (const socket of sockets) if (socket.active) socket.connect();
    },
    /** The next chat message is stored but its acknowledgement is lost (the link dropped just after). */
    loseNextAck() {
      loseNextAck = true;
    },
    /** Another member posts a message in the room. */
    post(room: string, sender: string, msg: ChatMessage['msg']) {
      const message: ChatMessage = { id: nextId++, sender, msg, created_at: Date.now(), room };
      messages.push(message);
      broadcast(room, message);
      return message;
    },
    /** The server takes the sockets out of the room (member removed, group deleted). */
    leaveRoom(room: string, message: string) {
      for (const socket of sockets) {
        if (!socket.joined.delete(room)) continue;
        socket.fire(CHAT_EVENTS.leftRoom, { room, message });
      }
    },
  };
}

export type FakeChatServer = ReturnType<typeof createFakeChatServer>;
