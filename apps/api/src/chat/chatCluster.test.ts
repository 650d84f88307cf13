import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  SERVER,
  type ChatLeftRoomPayload,
  type ChatMessage,
  type GroupMember,
} from '@drisk/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { getTestServer, type TestServer } from '../test/testServer';
import { chatClient, collect, emitAck, join, nextEvent, settle } from './chatTestClients';

/** The local Redis of this machine (README: REDIS_URL); the two nodes below share it and one database. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ALPHA = 'DRA-100001';

let nodeA: TestServer;
let nodeB: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  // A key of its own: other clusters under test on the same Redis never hear this one.
  const cluster = {
    redisUrl: REDIS_URL,
    chatRedisKey: `drisk-chat-test-${randomBytes(6).toString('hex')}`,
    uploadRedisKey: `drisk-uploads-test-${randomBytes(6).toString('hex')}`,
  };
  nodeA = await getTestServer(cluster);
  nodeB = await getTestServer(cluster);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await nodeA?.close();
  await nodeB?.close();
});

describe('two api nodes over Redis', () => {
  it('are one chat: members on different nodes talk, and a removal reaches the other node', async () => {
    const owner = await nodeA.login('owner@example.com', 'Owner#12345');
    const guest = await nodeB.login('guest@example.com', 'Guest#12345');
    const [guestRow] = await nodeA.db
      .select({ id: users.id, username: users.tinodeUsername })
      .from(users)
      .where(eq(users.email, 'guest@example.com'));
    const created = await nodeA.call<{ group_id: number }>('cot/createGroup', {
      token: owner,
      body: { group_name: 'Cluster', device_id: ALPHA, data: [{ user_id: guestRow.id }] },
    });
    const room = created.body.result.group_id;

    const atA = await chatClient(nodeA.url, owner);
    const atB = await chatClient(nodeB.url, guest);
    sockets.push(atA, atB);
    await join(atA, room);
    await join(atB, room);

    const toB = nextEvent<ChatMessage>(atB, CHAT_EVENTS.chatMessage);
    await emitAck(atA, CHAT_EVENTS.chatMessage, { msg: 'from node A', room: String(room) });
    expect((await toB).msg).toBe('from node A');
    const toA = nextEvent<ChatMessage>(atA, CHAT_EVENTS.chatMessage);
    await emitAck(atB, CHAT_EVENTS.chatMessage, { msg: 'from node B', room: String(room) });
    expect(await toA).toMatchObject({ msg: 'from node B', sender: guestRow.username });

    // Removed through node A, the guest's socket on node B leaves the room at once.
    const members = await nodeA.call<{ memberDetails: GroupMember[] }>('cot/getMemberDetails', {
      token: owner,
      body: { device_id: ALPHA, group_id: room },
    });
    const cotId = members.body.result.memberDetails.find((m) => m.email_id === 'guest@example.com')!.cot_id;
    const left = nextEvent<ChatLeftRoomPayload>(atB, CHAT_EVENTS.leftRoom);
    await nodeA.call('cot/removeMemberFromCOT', {
      token: owner,
      body: { device_id: ALPHA, group_id: room, cot_id: cotId },
    });
    expect(await left).toEqual({ room: String(room), message: SERVER.chatRemoved });
    await settle(300);
    const atBAfter = collect<ChatMessage>(atB, CHAT_EVENTS.chatMessage);
    await emitAck(atA, CHAT_EVENTS.chatMessage, { msg: 'not for you', room: String(room) });
    await settle(300);
    expect(atBAfter).toEqual([]);
  });
});
