import { eq } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  SERVER,
  type ChatErrorPayload,
  type ChatLeftRoomPayload,
  type ChatMessage,
  type GroupMember,
} from '@drisk/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { chatMessages, users } from '../db/schema';
import { getTestServer, type TestServer } from '../test/testServer';
import { CHAT_SOCKET_PATH } from './chatServer';
import { chatClient, collect, emitAck, join, nextEvent, settle } from './chatTestClients';

const ALPHA = 'DRA-100001';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const usernames: Record<string, string> = {};
const open: Socket[] = [];

beforeAll(async () => {
  server = await getTestServer();
  for (const [who, password] of [
    ['owner', 'Owner#12345'],
    ['admin', 'Admin#12345'],
    ['guest', 'Guest#12345'],
  ] as const) {
    tokens[who] = await server.login(`${who}@example.com`, password);
    const [row] = await server.db
      .select({ id: users.id, username: users.tinodeUsername })
      .from(users)
      .where(eq(users.email, `${who}@example.com`));
    ids[who] = row.id;
    usernames[who] = row.username;
  }
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => server?.close());

async function client(who: string) {
  const socket = await chatClient(server.url, tokens[who]);
  open.push(socket);
  return socket;
}

async function newGroup(memberIds: number[]) {
  const reply = await server.call<{ group_id: number }>('cot/createGroup', {
    token: tokens.owner,
    body: { group_name: 'Chat', device_id: ALPHA, data: memberIds.map((user_id) => ({ user_id })) },
  });
  return reply.body.result.group_id;
}

const send = (socket: Socket, room: number, msg: unknown, extra: object = {}) =>
  emitAck<ChatMessage>(socket, CHAT_EVENTS.chatMessage, { msg, room: String(room), sender: 'x', ...extra });

describe('chat handshake', () => {
  it('refuses a socket without a session, or with a dead one', async () => {
    await expect(chatClient(server.url, null)).rejects.toThrow(SERVER.unauthorized);
    await expect(chatClient(server.url, 'not-a-token')).rejects.toThrow(SERVER.sessionExpired);
  });

  it('declines per-message compression a client offers (broadcast frames are built once, uncompressed)', async () => {
    const url = `${server.url.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}/?EIO=4&transport=websocket`;
    const socket = new WebSocket(url, { perMessageDeflate: true });
    const offered = new Promise<string | undefined>((resolve, reject) => {
      socket.once('upgrade', (response) => resolve(response.headers['sec-websocket-extensions']));
      socket.once('error', reject);
    });
    try {
      expect(await offered).toBeUndefined();
    } finally {
      socket.terminate();
    }
  });
});

describe('chat rooms', () => {
  it('delivers to members with the sender from the session, and keeps outsiders out', async () => {
    const room = await newGroup([ids.guest]);
    const [owner, guest, admin] = await Promise.all([client('owner'), client('guest'), client('admin')]);
    expect((await join(owner, room)).ok).toBe(true);
    expect((await join(guest, room)).ok).toBe(true);
    const refused = nextEvent<ChatErrorPayload>(admin, CHAT_EVENTS.chatError);
    const adminJoin = await join(admin, room);
    expect(adminJoin).toEqual({ ok: false, message: SERVER.groupForbidden });
    expect(await refused).toEqual({ event: CHAT_EVENTS.join, message: SERVER.groupForbidden });

    const atAdmin = collect<ChatMessage>(admin, CHAT_EVENTS.chatMessage);
    const atGuest = nextEvent<ChatMessage>(guest, CHAT_EVENTS.chatMessage);
    const sent = await send(owner, room, '<script>alert(1)</script> hi', { sender: usernames.guest });
    expect(sent.ok).toBe(true);
    const received = await atGuest;
    expect(received.sender).toBe(usernames.owner);
    expect(received.msg).toBe('<script>alert(1)</script> hi');
    expect(received.room).toBe(String(room));

    const outsider = await send(admin, room, 'let me in');
    expect(outsider).toEqual({ ok: false, message: SERVER.groupForbidden });
    await settle();
    expect(atAdmin).toEqual([]);
  });

  it('loads the last page of history on join, oldest first, and older pages by cursor', async () => {
    const room = await newGroup([ids.guest]);
    const total = CHAT_HISTORY_PAGE_SIZE + 7;
    await server.db.insert(chatMessages).values(
      Array.from({ length: total }, (_, i) => ({
        groupId: room,
        senderUserId: ids.owner,
        senderUsername: usernames.owner,
        text: `m${i}`,
      })),
    );
    const guest = await client('guest');
    const loaded = nextEvent<ChatMessage[]>(guest, CHAT_EVENTS.loadChat);
    await join(guest, room);
    const history = await loaded;
    expect(history.map((m) => m.msg)).toEqual(
      Array.from({ length: CHAT_HISTORY_PAGE_SIZE }, (_, i) => `m${i + 7}`),
    );
    const older = await emitAck<ChatMessage[]>(guest, CHAT_EVENTS.loadOlder, {
      room: String(room),
      before: history[0].id,
    });
    expect(older.result!.map((m) => m.msg)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    const admin = await client('admin');
    const peek = await emitAck(admin, CHAT_EVENTS.loadOlder, { room: String(room), before: 1e9 });
    expect(peek).toEqual({ ok: false, message: SERVER.groupForbidden });
  });

  it('stores and delivers a resent message (same client id) once', async () => {
    const room = await newGroup([ids.guest]);
    const [owner, guest] = await Promise.all([client('owner'), client('guest')]);
    await join(owner, room);
    await join(guest, room);
    const atGuest = collect<ChatMessage>(guest, CHAT_EVENTS.chatMessage);
    const first = await send(owner, room, 'once', { client_id: 'c-1' });
    const again = await send(owner, room, 'once', { client_id: 'c-1' });
    expect(again.result!.id).toBe(first.result!.id);
    await settle();
    expect(atGuest.map((m) => m.msg)).toEqual(['once']);
    const stored = await server.db.select().from(chatMessages).where(eq(chatMessages.groupId, room));
    expect(stored).toHaveLength(1);
  });

  it('delivers a burst to every member socket exactly once, in the order of the history', async () => {
    const room = await newGroup([ids.guest]);
    const [owner, guestA, guestB, ownerB] = await Promise.all([
      client('owner'),
      client('guest'),
      client('guest'),
      client('owner'),
    ]);
    for (const socket of [owner, guestA, guestB, ownerB]) await join(socket, room);
    const seen = [owner, guestA, guestB, ownerB].map((socket) =>
      collect<ChatMessage>(socket, CHAT_EVENTS.chatMessage),
    );
    // As a client flushes the messages it queued while offline: all at once, without waiting for acks.
    const replies = await Promise.all(
      Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) =>
        send(owner, room, `burst ${i}`, { client_id: `burst-${i}` }),
      ),
    );
    expect(replies.every((reply) => reply.ok)).toBe(true);
    await settle();
    const history = await join<ChatMessage[]>(ownerB, room);
    const order = history.result!.map((m) => m.id);
    expect(history.result!.map((m) => m.msg)).toEqual(
      Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) => `burst ${i}`),
    );
    for (const received of seen) expect(received.map((m) => m.id)).toEqual(order);
  });

  it('refuses bad messages with the field named, and keeps the connection', async () => {
    const room = await newGroup([ids.guest]);
    const owner = await client('owner');
    await join(owner, room);
    expect((await send(owner, room, '   ')).message).toBe('msg: must not be empty');
    expect((await send(owner, room, 'x'.repeat(4001))).message).toContain('msg');
    expect((await emitAck(owner, CHAT_EVENTS.chatMessage, { msg: 'hi', room: 'lobby' })).message).toBe(
      'room: must be the id of a group',
    );
    expect((await emitAck(owner, CHAT_EVENTS.chatMessage, 'garbage')).ok).toBe(false);
    const foreignFile = await send(owner, room, {
      url: 'https://evil.example/x.png',
      mimetype: 'image/png',
      originalFileName: 'x.png',
    });
    expect(foreignFile.message).toBe('msg.url: must be a file uploaded to this group');
    expect(owner.connected).toBe(true);
    expect((await send(owner, room, 'still here')).ok).toBe(true);
  });

  it('rate-limits a flood from one socket with a clear message, the connection kept', async () => {
    const room = await newGroup([ids.guest]);
    const [owner, guest] = await Promise.all([client('owner'), client('guest')]);
    await join(owner, room);
    await join(guest, room);
    const atGuest = collect<ChatMessage>(guest, CHAT_EVENTS.chatMessage);
    const replies = await Promise.all(
      Array.from({ length: CHAT_RATE_LIMIT.messages + 5 }, (_, i) => send(owner, room, `flood ${i}`)),
    );
    const refused = replies.filter((reply) => !reply.ok);
    expect(refused).toHaveLength(5);
    expect(refused[0].message).toBe(SERVER.chatTooFast);
    expect(owner.connected).toBe(true);
    await settle();
    expect(atGuest).toHaveLength(CHAT_RATE_LIMIT.messages);
    // Another socket of the group is not slowed by this one's flood.
    expect((await send(guest, room, 'unaffected')).ok).toBe(true);
  });

  it('takes a removed member out of the room at once', async () => {
    const room = await newGroup([ids.guest]);
    const [owner, guest] = await Promise.all([client('owner'), client('guest')]);
    await join(owner, room);
    await join(guest, room);
    const members = await server.call<{ memberDetails: GroupMember[] }>('cot/getMemberDetails', {
      token: tokens.owner,
      body: { device_id: ALPHA, group_id: room },
    });
    const guestCot = members.body.result.memberDetails.find(
      (m) => m.email_id === 'guest@example.com',
    )!.cot_id;
    const left = nextEvent<ChatLeftRoomPayload>(guest, CHAT_EVENTS.leftRoom);
    const removed = await server.call('cot/removeMemberFromCOT', {
      token: tokens.owner,
      body: { device_id: ALPHA, group_id: room, cot_id: guestCot },
    });
    expect(removed.status).toBe(200);
    expect(await left).toEqual({ room: String(room), message: SERVER.chatRemoved });
    const atGuest = collect<ChatMessage>(guest, CHAT_EVENTS.chatMessage);
    await send(owner, room, 'after removal');
    await settle();
    expect(atGuest).toEqual([]);
    expect((await send(guest, room, 'still?')).message).toBe(SERVER.groupForbidden);
    expect((await join(guest, room)).message).toBe(SERVER.groupForbidden);
  });

  it('closes the room for everyone when the group is deleted', async () => {
    const room = await newGroup([ids.guest]);
    const guest = await client('guest');
    await join(guest, room);
    const left = nextEvent<ChatLeftRoomPayload>(guest, CHAT_EVENTS.leftRoom);
    await server.call('cot/deleteGroup', {
      token: tokens.owner,
      body: { device_id: ALPHA, group_id: [room] },
    });
    expect((await left).room).toBe(String(room));
    expect((await send(guest, room, 'anyone?')).message).toBe(SERVER.groupForbidden);
  });
});
