import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS } from '@drisk/contract';

/** A real socket.io client of the chat, signed in with `token`; resolves once connected. */
export async function chatClient(url: string, token: string | null): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** The next `event` on the socket (rejects after `ms`). */
export function nextEvent<T>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every payload of `event` the socket receives from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export interface Ack<T = unknown> {
  ok: boolean;
  message?: string;
  result?: T;
}

/** Emits with an acknowledgement and waits for it. */
export function emitAck<T = unknown>(socket: Socket, event: string, payload: unknown): Promise<Ack<T>> {
  return socket.timeout(3000).emitWithAck(event, payload) as Promise<Ack<T>>;
}

/** Joins a room; resolves with the history the server loads. */
export const join = <T>(socket: Socket, room: number, username = 'ignored') =>
  emitAck<T>(socket, CHAT_EVENTS.join, { username, room: String(room) });

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
