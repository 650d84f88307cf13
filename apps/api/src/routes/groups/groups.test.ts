import { eq } from 'drizzle-orm';
import { RECORD_ID_MAX, SERVER, type CotGroup, type GroupDetails, type GroupMember } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { signInDemoUsers } from '../../test/demoSessions';

const ALPHA = 'DRA-100001';

let server: TestServer;
let owner: string;
let admin: string;
let guest: string;
let solo: string;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

beforeAll(async () => {
  server = await getTestServer();
  [owner, admin, guest, solo] = await signInDemoUsers(server, 'owner', 'admin', 'guest', 'solo');
  for (const who of ['owner', 'admin', 'guest', 'solo']) {
    const [row] = await server.db
      .select({ id: users.id, username: users.tinodeUsername })
      .from(users)
      .where(eq(users.email, `${who}@example.com`));
    ids[who] = row.id;
    names[who] = row.username;
  }
});
afterAll(() => server?.close());

const details = (token: string, deviceId = ALPHA) =>
  server.call<GroupDetails>('cot/getGroupDetails', { token, body: { device_id: deviceId } });
const members = (token: string, groupId: number) =>
  server.call<{ memberDetails: GroupMember[] }>('cot/getMemberDetails', {
    token,
    body: { device_id: ALPHA, group_id: groupId },
  });

async function createGroup(token: string, name: string, userIds: number[]) {
  const reply = await server.call<{ group_id: number }>('cot/createGroup', {
    token,
    body: { group_name: name, device_id: ALPHA, data: userIds.map((user_id) => ({ user_id })) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result.group_id;
}

const listed = async (token: string, groupId: number): Promise<CotGroup | undefined> =>
  (await details(token)).body.result.groupList.find((g) => g.group_id === groupId);

describe('cot/createGroup and cot/getGroupDetails', () => {
  it('creates a group with the caller and the chosen users, listed for each member only', async () => {
    const groupId = await createGroup(owner, '  Night shift  ', [ids.admin]);
    const mine = await listed(owner, groupId);
    expect(mine).toEqual({ group_id: groupId, group_name: 'Night shift', no_member: 2, showDelete: true });
    expect(await listed(admin, groupId)).toMatchObject({ no_member: 2, showDelete: false });
    expect(await listed(guest, groupId)).toBeUndefined();
  });

  it('answers the CoT switch, the chat server address and the device address', async () => {
    const reply = await details(owner);
    expect(reply.status).toBe(200);
    expect(reply.body.result.isCOTDisable).toBe(1);
    expect(reply.body.result.localChatServer).toBe(server.url);
    expect(typeof reply.body.result.hardwareIp).toBe('string');
  });

  it("refuses a blank name with the spec's message, and users who do not use the device", async () => {
    const blank = await server.call('cot/createGroup', {
      token: owner,
      body: { group_name: '   ', device_id: ALPHA, data: [{ user_id: ids.admin }] },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Invalid group name');
    const none = await server.call('cot/createGroup', {
      token: owner,
      body: { group_name: 'x', device_id: ALPHA, data: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('data');
    const stranger = await server.call('cot/createGroup', {
      token: owner,
      body: { group_name: 'x', device_id: ALPHA, data: [{ user_id: ids.solo }] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('data.0.user_id: is not a user of this device');
    const otherDevice = await server.call('cot/createGroup', {
      token: solo,
      body: { group_name: 'x', device_id: ALPHA, data: [{ user_id: ids.owner }] },
    });
    expect(otherDevice.status).toBe(403);
  });

  it('keeps HTML in a group name as text', async () => {
    const groupId = await createGroup(owner, '<img src=x onerror=alert(1)>', [ids.guest]);
    expect((await listed(guest, groupId))?.group_name).toBe('<img src=x onerror=alert(1)>');
  });

  it("says 'Device is Inactive' with no groups for an inactive device", async () => {
    await server.db.update(devices).set({ status: 'Inactive' }).where(eq(devices.deviceId, ALPHA));
    server.app.versions.devicesChanged([ALPHA]);
    try {
      const reply = await details(owner);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(SERVER.deviceInactive);
      expect(reply.body.result.groupList).toEqual([]);
    } finally {
      await server.db.update(devices).set({ status: 'Active' }).where(eq(devices.deviceId, ALPHA));
      server.app.versions.devicesChanged([ALPHA]);
    }
  });
});

describe('cot/updateCOTStatus', () => {
  it('switches CoT off and on for managers, not for guests', async () => {
    const off = await server.call('cot/updateCOTStatus', {
      token: admin,
      body: { device_id: ALPHA, isCOTDisable: 0 },
    });
    expect(off.status).toBe(200);
    expect(off.body.result).toEqual({ isCOTDisable: 0 });
    expect((await details(owner)).body.result.isCOTDisable).toBe(0);
    const byGuest = await server.call('cot/updateCOTStatus', {
      token: guest,
      body: { device_id: ALPHA, isCOTDisable: 1 },
    });
    expect(byGuest.status).toBe(403);
    await server.call('cot/updateCOTStatus', { token: owner, body: { device_id: ALPHA, isCOTDisable: 1 } });
    expect((await details(owner)).body.result.isCOTDisable).toBe(1);
    const bad = await server.call('cot/updateCOTStatus', {
      token: owner,
      body: { device_id: ALPHA, isCOTDisable: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('isCOTDisable');
  });
});

describe('members', () => {
  it('lists members with showDelete for what the caller may remove', async () => {
    const groupId = await createGroup(owner, 'Members', [ids.admin, ids.guest]);
    const asOwner = (await members(owner, groupId)).body.result.memberDetails;
    expect(asOwner.map((m) => [m.email_id, m.showDelete]).sort()).toEqual([
      ['admin@example.com', true],
      ['guest@example.com', true],
      ['owner@example.com', false],
    ]);
    const asGuest = (await members(guest, groupId)).body.result.memberDetails;
    expect(asGuest.filter((m) => m.showDelete).map((m) => m.email_id)).toEqual(['guest@example.com']);
    expect((await members(solo, groupId)).status).toBe(403);
  });

  it('lets only the owner add members', async () => {
    const groupId = await createGroup(owner, 'Adders', [ids.admin]);
    const byMember = await server.call('cot/addGroupMember', {
      token: admin,
      body: { device_id: ALPHA, group_id: groupId, data: [{ user_id: ids.guest }] },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(SERVER.groupOwnerOnly);
    const added = await server.call('cot/addGroupMember', {
      token: owner,
      body: { device_id: ALPHA, group_id: groupId, data: [{ user_id: ids.guest }, { user_id: ids.admin }] },
    });
    expect(added.status).toBe(200);
    expect((await listed(owner, groupId))?.no_member).toBe(3);
    const outsider = await server.call('cot/addGroupMember', {
      token: owner,
      body: { device_id: ALPHA, group_id: groupId, data: [{ user_id: ids.solo }] },
    });
    expect(outsider.status).toBe(400);
  });

  it('lets the owner remove anyone, a member only leave, and never the owner', async () => {
    const groupId = await createGroup(owner, 'Removals', [ids.admin, ids.guest]);
    const cotOf = async (email: string) =>
      (await members(owner, groupId)).body.result.memberDetails.find((m) => m.email_id === email)!.cot_id;
    const adminCot = await cotOf('admin@example.com');
    const guestCot = await cotOf('guest@example.com');
    const ownerCot = await cotOf('owner@example.com');
    const remove = (token: string, cot_id: number) =>
      server.call('cot/removeMemberFromCOT', {
        token,
        body: { device_id: ALPHA, group_id: groupId, cot_id },
      });

    const byMember = await remove(guest, adminCot);
    expect(byMember.status).toBe(400);
    expect(byMember.body.message).toBe(`cot_id: ${SERVER.groupOwnerOnly}`);
    const ownerLeaves = await remove(owner, ownerCot);
    expect(ownerLeaves.status).toBe(400);
    expect(ownerLeaves.body.message).toBe(SERVER.ownerCannotLeave);
    expect((await remove(guest, guestCot)).status).toBe(200);
    expect(await listed(guest, groupId)).toBeUndefined();
    expect((await remove(owner, adminCot)).status).toBe(200);
    expect((await listed(owner, groupId))?.no_member).toBe(1);
    const gone = await remove(owner, adminCot);
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(`cot_id: ${SERVER.memberNotFound}`);
    const neither = await server.call('cot/removeMemberFromCOT', {
      token: owner,
      body: { device_id: ALPHA, group_id: groupId },
    });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('cot_id');
  });

  it('removes several members with cot_ids', async () => {
    const groupId = await createGroup(owner, 'Bulk', [ids.admin, ids.guest]);
    const all = (await members(owner, groupId)).body.result.memberDetails;
    const others = all.filter((m) => m.email_id !== 'owner@example.com').map((m) => m.cot_id);
    const reply = await server.call('cot/removeMemberFromCOT', {
      token: owner,
      body: { device_id: ALPHA, group_id: groupId, cot_ids: others },
    });
    expect(reply.status).toBe(200);
    expect((await listed(owner, groupId))?.no_member).toBe(1);
  });
});

describe('cot/deleteGroup', () => {
  it('deletes only for the owner, and the group disappears for everyone', async () => {
    const groupId = await createGroup(owner, 'Doomed', [ids.admin]);
    const byMember = await server.call('cot/deleteGroup', {
      token: admin,
      body: { device_id: ALPHA, group_id: [groupId] },
    });
    expect(byMember.status).toBe(403);
    const wrongDevice = await server.call('cot/deleteGroup', {
      token: owner,
      body: { device_id: 'DRB-100002', group_id: [groupId] },
    });
    expect(wrongDevice.status).toBe(400);
    const deleted = await server.call('cot/deleteGroup', {
      token: owner,
      body: { device_id: ALPHA, group_id: [groupId] },
    });
    expect(deleted.status).toBe(200);
    expect(await listed(owner, groupId)).toBeUndefined();
    expect(await listed(admin, groupId)).toBeUndefined();
    expect((await members(owner, groupId)).status).toBe(403);
    const empty = await server.call('cot/deleteGroup', {
      token: owner,
      body: { device_id: ALPHA, group_id: [] },
    });
    expect(empty.status).toBe(400);
  });
});

describe('cot/room/{room}/join and cot/heartbeat', () => {
  it('joins a member with their own username only', async () => {
    const groupId = await createGroup(owner, 'Room', [ids.guest]);
    const joined = await server.call(`cot/room/${groupId}/join`, {
      token: guest,
      body: { endpoint_id: names.guest },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.result).toEqual({ room: String(groupId) });
    const forged = await server.call(`cot/room/${groupId}/join`, {
      token: guest,
      body: { endpoint_id: names.owner },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain('endpoint_id');
    expect(
      (await server.call(`cot/room/${groupId}/join`, { token: admin, body: { endpoint_id: names.admin } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call(`cot/room/99999999/join`, { token: admin, body: { endpoint_id: names.admin } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call(`cot/room/abc/join`, { token: admin, body: { endpoint_id: names.admin } })).status,
    ).toBe(403);
  });

  it('answers a heartbeat for the own username', async () => {
    const ok = await server.call('cot/heartbeat', {
      token: guest,
      body: { endpoint_id: names.guest, hardware_ip: '192.168.1.1' },
    });
    expect(ok.status).toBe(200);
    const forged = await server.call('cot/heartbeat', {
      token: guest,
      body: { endpoint_id: names.owner, hardware_ip: '' },
    });
    expect(forged.status).toBe(400);
    expect((await server.call('cot/heartbeat', { body: { endpoint_id: 'x', hardware_ip: '' } })).status).toBe(
      401,
    );
  });
});

describe('user/searchRegisteredUsers', () => {
  type Found = { user_id: number; full_name: string; email_id: string }[];
  const search = (token: string, body: object) =>
    server.call<Found>('user/searchRegisteredUsers', { token, body });

  it('finds users who share a device with the caller, by name or e-mail, never the caller', async () => {
    const all = await search(owner, { value: '' });
    expect(all.status).toBe(200);
    const emails = all.body.result.map((u) => u.email_id);
    expect(emails).toContain('admin@example.com');
    expect(emails).toContain('guest@example.com');
    expect(emails).not.toContain('owner@example.com');
    expect(emails).not.toContain('solo@example.com');
    const byMail = await search(owner, { value: 'GUEST@' });
    expect(byMail.body.result.map((u) => u.email_id)).toEqual(['guest@example.com']);
    const wildcard = await search(owner, { value: '%' });
    expect(wildcard.body.result).toEqual([]);
    expect((await search(solo, { value: '' })).body.result).toEqual([]);
  });

  it('leaves out the members of the group named, and refuses groups of others', async () => {
    const groupId = await createGroup(owner, 'Search', [ids.admin]);
    const found = await search(owner, { value: '', group_id: groupId });
    expect(found.body.result.map((u) => u.email_id)).toEqual(['guest@example.com']);
    expect((await search(solo, { value: '', group_id: groupId })).status).toBe(403);
    const long = await search(owner, { value: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('value');
  });
});

// Found by the contract fuzzer: a group_id past the database's integer range reached the group lookup, a 500.
describe('a group_id too large to be an id', () => {
  it.each([
    ['user/searchRegisteredUsers', { value: '' }],
    ['cot/removeMemberFromCOT', { device_id: ALPHA, cot_ids: [1] }],
    ['cot/getMemberDetails', { device_id: ALPHA }],
  ])('%s: 400 naming group_id', async (path, body) => {
    const reply = await server.call(path, { token: owner, body: { ...body, group_id: RECORD_ID_MAX + 1 } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('group_id: must be a numeric id');
  });
});
