import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_EVENTS, CHAT_HISTORY_PAGE_SIZE, SERVER } from '@drisk/contract/client';
import type { ChatMessage } from '@drisk/contract';
import { createFakeChatServer } from '../testing/createFakeChatServer';
import { connectChat, type ChatConnection } from './ChatConnection';

const ROOM = '7';
const open: ChatConnection[] = [];

function start(server: ReturnType<typeof createFakeChatServer>, onError = vi.fn()) {
  let id = 0;
  const chat = connectChat({
    url: 'http://chat.test',
    token: 'token',
    room: ROOM,
    username: 'me',
    onError,
    createSocket: server.createSocket,
    createClientId: () => `c${++id}`,
  });
  open.push(chat);
  return chat;
}

const texts = (chat: ChatConnection) =>
  chat.getSnapshot().messages.map((entry) => `${entry.msg as string}${entry.pending ? ' (pending)' : ''}`);

const history = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sender: 'owner',
    msg: `m${index + 1}`,
    created_at: index,
  }));

afterEach(() => {
  for (const chat of open.splice(0)) chat.close();
});

describe('connectChat', () => {
  it('joins the room, shows the history and then live messages in the server order', async () => {
    const server = createFakeChatServer({ history: history(2) });
    const chat = start(server);
    await vi.waitFor(() => expect(chat.getSnapshot().joined).toBe(true));
    expect(chat.getSnapshot().state).toBe('online');
    expect(server.emits[0]).toEqual({ event: CHAT_EVENTS.join, payload: { username: 'me', room: ROOM } });
    server.post(ROOM, 'admin', 'hello');
    server.post('99', 'admin', 'another room');
    await vi.waitFor(() => expect(texts(chat)).toEqual(['m1', 'm2', 'hello']));
  });

  it('queues messages typed while offline and sends each once, in order, after the next join', async () => {
    const server = createFakeChatServer();
    const chat = start(server);
    await vi.waitFor(() => expect(chat.getSnapshot().joined).toBe(true));
    server.goOffline();
    expect(chat.getSnapshot().state).toBe('offline');
    chat.send('first');
    chat.send('  ');
    chat.send('second');
    expect(texts(chat)).toEqual(['first (pending)', 'second (pending)']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.emits.filter((emit) => emit.event === CHAT_EVENTS.chatMessage)).toEqual([]);

    server.goOnline();
    await vi.waitFor(() => expect(texts(chat)).toEqual(['first', 'second']));
    expect(server.messages.map((message) => [message.msg, message.client_id])).toEqual([
      ['first', 'c1'],
      ['second', 'c2'],
    ]);
  });

  it('sends a message again under the same client id when its acknowledgement was lost, and shows it once', async () => {
    const server = createFakeChatServer();
    const chat = start(server);
    await vi.waitFor(() => expect(chat.getSnapshot().joined).toBe(true));
    server.loseNextAck();
    chat.send('hello');
    await vi.waitFor(() =>
      expect(server.emits.filter((emit) => emit.event === CHAT_EVENTS.chatMessage)).toHaveLength(1),
    );
    server.goOffline();
    server.goOnline();
    await vi.waitFor(() => expect(texts(chat)).toEqual(['hello']));
    const sent = server.emits.filter((emit) => emit.event === CHAT_EVENTS.chatMessage);
    expect(sent.map((emit) => emit.payload.client_id)).toEqual(['c1', 'c1']);
    expect(server.messages).toHaveLength(1);
  });

  it('pages back from the oldest message shown', async () => {
    const server = createFakeChatServer({ history: history(CHAT_HISTORY_PAGE_SIZE + 3) });
    const chat = start(server);
    await vi.waitFor(() => expect(chat.getSnapshot().hasOlder).toBe(true));
    expect(chat.getSnapshot().messages[0].msg).toBe('m4');
    await chat.loadOlder();
    expect(texts(chat).slice(0, 4)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(chat.getSnapshot().hasOlder).toBe(false);
  });

  it('stops when the server takes it out of the room: nothing more is sent, a reconnection does not join again', async () => {
    const server = createFakeChatServer();
    const chat = start(server);
    await vi.waitFor(() => expect(chat.getSnapshot().joined).toBe(true));
    server.leaveRoom(ROOM, SERVER.chatRemoved);
    expect(chat.getSnapshot()).toMatchObject({ joined: false, closedReason: SERVER.chatRemoved });
    chat.send('ignored');
    server.goOffline();
    server.goOnline();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts(chat)).toEqual([]);
    expect(server.emits.map((emit) => emit.event)).toEqual([CHAT_EVENTS.join]);
  });
});
