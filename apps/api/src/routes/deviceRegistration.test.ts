import { randomBytes, randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CLAIM_MAX_FAILURES,
  RECORD_ID_MAX,
  ROLE,
  routes,
  SERVER,
  STORAGE_ROOT,
  UNREGISTERED_DATA_RETENTION_DAYS,
  VALIDATION,
  topics,
} from '@drisk/contract';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cotGroups,
  devices,
  endpoints,
  files,
  parentalSettings,
  settings,
  usageSamples,
  userDevices,
  users,
} from '../db/schema';
import { chatMediaDir } from '../chat/chatMediaFiles';
import { hashClaimCode, newClaimCode } from '../devices/claimCodes';
import { LocalDiskBlobStore } from '../storage/localDiskBlobStore';
import { registerUser } from '../test/factories';
import { connectMqtt, trySubscribe } from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
const open: MqttClient[] = [];
beforeAll(async () => {
  server = await getTestServer({}, { broker: true });
}, 300_000);
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.endAsync(true)));
});
afterAll(() => server?.close());

const DAY_MS = 24 * 60 * 60_000;

interface DeviceList {
  device_details: Array<{ device_id: string; name: string; is_connected: string; role_id: number }>;
}
interface MappedUser {
  user_id: number;
  full_name: string;
  role_id: number;
}

/** A gateway fresh from the factory: nobody owns it; returns its id and the code on its sticker. */
async function newGateway() {
  const deviceId = `DRT-${randomBytes(4).toString('hex').toUpperCase()}`;
  const claimCode = newClaimCode();
  await server.db.insert(devices).values({
    deviceId,
    name: deviceId,
    model: 'dRisk Gateway G3',
    claimCodeHash: hashClaimCode(claimCode),
  });
  await server.db.insert(settings).values({ deviceId });
  await server.db.insert(parentalSettings).values({ deviceId });
  return { deviceId, claimCode };
}

/** A new account, signed in. */
async function newUser(firstName = 'Tess') {
  const user = await registerUser(server, { firstName });
  const token = await server.login(user.email, user.password);
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return { ...user, token, id: row.id };
}

const claim = (token: string, body: unknown) => server.call('device/claimDevice', { token, body });
/** The claim of a gateway with the code on its sticker. */
const claimWithSticker = (token: string, gateway: { deviceId: string; claimCode: string }) =>
  claim(token, { device_id: gateway.deviceId, claim_code: gateway.claimCode });

/** A gateway claimed by a new Owner, with a Guest and an Admin mapped to it. */
async function sharedGateway() {
  const gateway = await newGateway();
  const owner = await newUser('Olivia');
  const guest = await newUser('Gus');
  const admin = await newUser('Ada');
  expect((await claimWithSticker(owner.token, gateway)).status).toBe(200);
  await server.db.insert(userDevices).values([
    { userId: guest.id, deviceId: gateway.deviceId, roleId: ROLE.Guest, isConnected: true },
    { userId: admin.id, deviceId: gateway.deviceId, roleId: ROLE.Admin, isConnected: true },
  ]);
  // Their mappings were written behind the api's back: tell its caches, as a route would.
  server.app.versions.userChanged(guest.id);
  server.app.versions.userChanged(admin.id);
  return { ...gateway, owner, guest, admin };
}

const moreDetails = (token: string, device_id: string) =>
  server.call('settings/getMoreDetails', { token, body: { device_id } });

describe('device/claimDevice', () => {
  it('makes the caller the Owner of a gateway with the code on its sticker, typed in any case', async () => {
    const { deviceId, claimCode } = await newGateway();
    const user = await newUser();
    const reply = await claim(user.token, {
      device_id: deviceId.toLowerCase(),
      claim_code: claimCode.toLowerCase().replace(/-/g, ' '),
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      statusCode: 200,
      message: SERVER.deviceClaimed,
      result: { device_id: deviceId, role_id: ROLE.Owner },
    });
    const list = await server.call<DeviceList>('user/getAllDriskDevices', { token: user.token });
    // Their first gateway becomes their connected one.
    expect(list.body.result.device_details).toEqual([
      expect.objectContaining({ device_id: deviceId, role_id: 3, is_connected: 'connected' }),
    ]);
    expect((await moreDetails(user.token, deviceId)).status).toBe(200);
  });

  it('answers a wrong code and an unknown device id with the same refusal', async () => {
    const { deviceId } = await newGateway();
    const user = await newUser();
    const wrong = await claim(user.token, { device_id: deviceId, claim_code: 'AAAA-BBBB-CCCC' });
    const unknown = await claim(user.token, { device_id: 'DRX-NOPE', claim_code: 'AAAA-BBBB-CCCC' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: SERVER.claimRefused, result: null });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the missing field', async () => {
    const user = await newUser();
    const noCode = await claim(user.token, { device_id: 'DRN-200001', claim_code: '  ' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(`claim_code: ${VALIDATION.claimCodeRequired}`);
    const noId = await claim(user.token, { claim_code: 'AAAA' });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^device_id: /);
  });

  it('locks a user out after too many wrong codes, even for a right one', async () => {
    const { deviceId, claimCode } = await newGateway();
    const user = await newUser();
    for (let i = 0; i < CLAIM_MAX_FAILURES; i++) {
      const reply = await claim(user.token, { device_id: `DRX-GUESS${i}`, claim_code: 'AAAA-BBBB-CCCC' });
      expect(reply.body.message).toBe(SERVER.claimRefused);
    }
    const locked = await claim(user.token, { device_id: deviceId, claim_code: claimCode });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(SERVER.claimLocked);
    // Another user is not affected by this one's guesses.
    const other = await newUser();
    expect((await claim(other.token, { device_id: deviceId, claim_code: claimCode })).status).toBe(200);
  });

  it('locks a device id after too many wrong codes from different users', async () => {
    const { deviceId, claimCode } = await newGateway();
    for (let i = 0; i < CLAIM_MAX_FAILURES; i++) {
      const guesser = await newUser();
      await claim(guesser.token, { device_id: deviceId, claim_code: `WRNG-${i}000-0000` });
    }
    const holder = await newUser();
    const reply = await claim(holder.token, { device_id: deviceId, claim_code: claimCode });
    expect(reply.status).toBe(429);
    expect(reply.body.message).toBe(SERVER.claimLocked);
  });

  it('leaves a gateway that has an Owner with its Owner', async () => {
    const gateway = await sharedGateway();
    const stranger = await newUser();
    const taken = await claimWithSticker(stranger.token, gateway);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SERVER.claimAlreadyOwned);
    // A Guest holding the sticker does not become Owner either.
    const guest = await claimWithSticker(gateway.guest.token, gateway);
    expect(guest.body.message).toBe(SERVER.claimAlreadyOwned);
    const again = await claimWithSticker(gateway.owner.token, gateway);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SERVER.claimAlreadyYours);
    expect((await moreDetails(stranger.token, gateway.deviceId)).status).toBe(403);
  });
});

describe('user/updateDriskDevices', () => {
  it('renames a gateway for everyone mapped to it; Owner and Admin only', async () => {
    const gateway = await sharedGateway();
    const renamed = await server.call('user/updateDriskDevices', {
      token: gateway.admin.token,
      body: { device_id: gateway.deviceId, device_name: '  Garage gateway ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(SERVER.deviceRenamedRegistration);
    const list = await server.call<DeviceList>('user/getAllDriskDevices', { token: gateway.guest.token });
    expect(list.body.result.device_details).toEqual([
      expect.objectContaining({ device_id: gateway.deviceId, name: 'Garage gateway' }),
    ]);
    const byGuest = await server.call('user/updateDriskDevices', {
      token: gateway.guest.token,
      body: { device_id: gateway.deviceId, device_name: 'Mine' },
    });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.message).toBe(SERVER.roleForbidden);
  });

  it("refuses an empty name with the spec's message, and another user's gateway", async () => {
    const gateway = await sharedGateway();
    const empty = await server.call('user/updateDriskDevices', {
      token: gateway.owner.token,
      body: { device_id: gateway.deviceId, device_name: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(`device_name: ${VALIDATION.deviceNameRequiredRegistration}`);
    const foreign = await server.call('user/updateDriskDevices', {
      token: gateway.owner.token,
      body: { device_id: 'DRA-100001', device_name: 'Taken' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SERVER.deviceForbidden);
  });
});

describe('user/getMappedUsers', () => {
  it('lists everyone mapped to the gateway with their role, to any of them', async () => {
    const gateway = await sharedGateway();
    const reply = await server.call<MappedUser[]>('user/getMappedUsers', {
      token: gateway.guest.token,
      body: { device_id: gateway.deviceId },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual([
      { user_id: gateway.owner.id, full_name: 'Olivia Tester', role_id: 3 },
      { user_id: gateway.guest.id, full_name: 'Gus Tester', role_id: 2 },
      { user_id: gateway.admin.id, full_name: 'Ada Tester', role_id: 1 },
    ]);
    const stranger = await newUser();
    const foreign = await server.call('user/getMappedUsers', {
      token: stranger.token,
      body: { device_id: gateway.deviceId },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SERVER.deviceForbidden);
  });
});

describe('user/removeGuestUsers', () => {
  it("takes the device from the removed user's session and MQTT subscription at once", async () => {
    const gateway = await sharedGateway();
    // The guest's access is cached by a first request, and its browser listens to the device.
    expect((await moreDetails(gateway.guest.token, gateway.deviceId)).status).toBe(200);
    const client = await connectMqtt(server, String(gateway.guest.id), gateway.guest.token);
    open.push(client);
    const topic = topics.deviceApp(gateway.deviceId);
    expect(await trySubscribe(client, topic)).toBe(true);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));

    const reply = await server.call<MappedUser[]>('user/removeGuestUsers', {
      token: gateway.owner.token,
      body: { device_id: gateway.deviceId, user_id: gateway.guest.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.mappedUserRemoved);
    expect(reply.body.result.map((u) => u.user_id)).toEqual([gateway.owner.id, gateway.admin.id]);

    const next = await moreDetails(gateway.guest.token, gateway.deviceId);
    expect(next.status).toBe(403);
    expect(next.body.message).toBe(SERVER.deviceForbidden);
    await closed;
    const again = await connectMqtt(server, String(gateway.guest.id), gateway.guest.token);
    open.push(again);
    expect(await trySubscribe(again, topic)).toBe(false);
  });

  it("is the Owner's alone, never removes the Owner, and names the field it refuses", async () => {
    const gateway = await sharedGateway();
    const body = { device_id: gateway.deviceId, user_id: gateway.guest.id };
    const byAdmin = await server.call('user/removeGuestUsers', { token: gateway.admin.token, body });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(SERVER.roleForbidden);
    const self = await server.call('user/removeGuestUsers', {
      token: gateway.owner.token,
      body: { device_id: gateway.deviceId, user_id: gateway.owner.id },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(SERVER.cannotRemoveSelf);
    expect(self.body.message).toMatch(/^user_id: /);
    const stranger = await newUser();
    const notMapped = await server.call('user/removeGuestUsers', {
      token: gateway.owner.token,
      body: { device_id: gateway.deviceId, user_id: stranger.id },
    });
    expect(notMapped.status).toBe(400);
    expect(notMapped.body.message).toBe(SERVER.mappedUserNotFound);
    const badId = await server.call('user/removeGuestUsers', {
      token: gateway.owner.token,
      body: { device_id: gateway.deviceId, user_id: 'someone' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^user_id: /);
    // Found by reading the contract after the fuzzer's finds: past the database's integer range was a 500.
    const tooLarge = await server.call('user/removeGuestUsers', {
      token: gateway.owner.token,
      body: { device_id: gateway.deviceId, user_id: RECORD_ID_MAX + 1 },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe('user_id: must be a numeric id');
    const foreign = await server.call('user/removeGuestUsers', {
      token: stranger.token,
      body,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SERVER.deviceForbidden);
  });
});

describe('device/unRegisterDevice and the purge job', () => {
  const endpointsOf = (deviceId: string) =>
    server.db.select().from(endpoints).where(eq(endpoints.deviceId, deviceId));

  it('takes the gateway from everyone at once; its data goes only after the retention period', async () => {
    const gateway = await sharedGateway();
    await server.db
      .insert(endpoints)
      .values({ deviceId: gateway.deviceId, macAddress: 'AA:BB:CC:00:00:01', name: 'Pixel 8' });
    for (const user of [gateway.owner, gateway.guest]) {
      expect((await moreDetails(user.token, gateway.deviceId)).status).toBe(200);
    }
    const byAdmin = await server.call('device/unRegisterDevice', {
      token: gateway.admin.token,
      body: { device_id: gateway.deviceId },
    });
    expect(byAdmin.status).toBe(403);

    const reply = await server.call('device/unRegisterDevice', {
      token: gateway.owner.token,
      body: { device_id: gateway.deviceId },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.deviceUnregistered);
    for (const user of [gateway.owner, gateway.guest, gateway.admin]) {
      expect((await moreDetails(user.token, gateway.deviceId)).status).toBe(403);
      const list = await server.call<DeviceList>('user/getAllDriskDevices', { token: user.token });
      expect(list.body.result.device_details).toEqual([]);
    }

    const unregisteredAt = Date.now();
    expect(await server.app.unregisteredDevicePurge.runOnce(new Date(unregisteredAt + DAY_MS))).toEqual([]);
    const justBefore = unregisteredAt + (UNREGISTERED_DATA_RETENTION_DAYS - 1) * DAY_MS;
    expect(await server.app.unregisteredDevicePurge.runOnce(new Date(justBefore))).not.toContain(
      gateway.deviceId,
    );
    expect(await endpointsOf(gateway.deviceId)).toHaveLength(1);

    // Files on disk: a cloud file's bytes and a group's chat media.
    const blobs = new LocalDiskBlobStore(path.join(server.config.dataDir, 'cloud'));
    // A gateway without a plan has no room for an upload: the bytes and their row, as an upload leaves them.
    const key = randomUUID();
    await blobs.write(key, Readable.from([Buffer.from('kept until the purge')]), 1_000);
    const root = `/dRisk/${gateway.deviceId}`;
    await server.db.insert(files).values({
      deviceId: gateway.deviceId,
      path: `${root}/notes.txt`,
      parentPath: root,
      name: 'notes.txt',
      type: 'file',
      sizeBytes: 20,
      storageKey: key,
    });
    const [group] = await server.db
      .insert(cotGroups)
      .values({ deviceId: gateway.deviceId, name: 'Family', topicId: 'drisk-cot' })
      .returning();
    const media = chatMediaDir(server.config.dataDir, group.id);
    await mkdir(media, { recursive: true });
    await writeFile(path.join(media, 'photo-1234567890123456789012'), 'jpeg bytes');
    const exists = (target: string) =>
      access(target).then(
        () => true,
        () => false,
      );
    const blobPath = path.join(blobs.dir, key.slice(0, 2), key);
    expect(await exists(blobPath)).toBe(true);

    const after = unregisteredAt + (UNREGISTERED_DATA_RETENTION_DAYS + 1) * DAY_MS;
    expect(await server.app.unregisteredDevicePurge.runOnce(new Date(after))).toContain(gateway.deviceId);
    expect(await endpointsOf(gateway.deviceId)).toEqual([]);
    expect(await exists(blobPath)).toBe(false);
    expect(await exists(media)).toBe(false);
    // The gateway itself stays, with its sticker: a new Owner can claim it, and finds nothing of the old one.
    const newcomer = await newUser();
    expect((await claimWithSticker(newcomer.token, gateway)).status).toBe(200);
    const list = await server.call<DeviceList>('user/getAllDriskDevices', { token: newcomer.token });
    expect(list.body.result.device_details).toEqual([
      expect.objectContaining({ device_id: gateway.deviceId, name: gateway.deviceId, role_id: 3 }),
    ]);
  });

  it('gives the data back to the Owner who claims the gateway again before the purge, not to anyone else', async () => {
    const first = await sharedGateway();
    await server.db
      .insert(endpoints)
      .values({ deviceId: first.deviceId, macAddress: 'AA:BB:CC:00:00:02', name: 'Laptop' });
    await server.call('device/unRegisterDevice', {
      token: first.owner.token,
      body: { device_id: first.deviceId },
    });
    expect((await claimWithSticker(first.owner.token, first)).status).toBe(200);
    expect(await endpointsOf(first.deviceId)).toHaveLength(1);
    // Nor does the purge take it later: it is registered again.
    const far = Date.now() + (UNREGISTERED_DATA_RETENTION_DAYS + 5) * DAY_MS;
    expect(await server.app.unregisteredDevicePurge.runOnce(new Date(far))).not.toContain(first.deviceId);

    const second = await sharedGateway();
    await server.db
      .insert(endpoints)
      .values({ deviceId: second.deviceId, macAddress: 'AA:BB:CC:00:00:03', name: 'Tablet' });
    // A cloud folder of the old owner's, its listing just read (and so kept in memory by the api).
    const root = STORAGE_ROOT(second.deviceId);
    const rootPage = (token: string) =>
      server.call<{ name: string }[]>(routes.cloudFileStructure.path, {
        token,
        body: { device_id: second.deviceId, path: root, limit: 50 },
      });
    await server.call(routes.cloudCreateDirectory.path, {
      token: second.owner.token,
      body: { device_id: second.deviceId, path: `${root}/Private` },
    });
    expect((await rootPage(second.owner.token)).body.result.map((entry) => entry.name)).toEqual(['Private']);
    await server.call('device/unRegisterDevice', {
      token: second.owner.token,
      body: { device_id: second.deviceId },
    });
    const buyer = await newUser();
    expect((await claimWithSticker(buyer.token, second)).status).toBe(200);
    expect(await endpointsOf(second.deviceId)).toEqual([]);
    expect((await rootPage(buyer.token)).body.result).toEqual([]);
  });
});

describe('user/getConnectedDevices', () => {
  it('lists the endpoints online now with their hours and the bytes moved since they connected', async () => {
    const gateway = await sharedGateway();
    const connectedSince = new Date(Date.now() - 2 * 60 * 60_000);
    await server.db.insert(endpoints).values([
      {
        deviceId: gateway.deviceId,
        macAddress: 'AA:BB:CC:00:00:10',
        name: 'Pixel 8',
        isOnline: true,
        connectedSince,
      },
      { deviceId: gateway.deviceId, macAddress: 'AA:BB:CC:00:00:11', name: 'Gone', isOnline: false },
    ]);
    const bucket = (msAgo: number) => new Date(Date.now() - msAgo);
    await server.db.insert(usageSamples).values([
      // Before this connection: not counted.
      {
        deviceId: gateway.deviceId,
        endpointMac: 'AA:BB:CC:00:00:10',
        network: 'LAN',
        bucketStart: bucket(3 * 60 * 60_000),
        downloadBytes: 999,
      },
      {
        deviceId: gateway.deviceId,
        endpointMac: 'AA:BB:CC:00:00:10',
        network: 'LAN',
        bucketStart: bucket(60 * 60_000),
        downloadBytes: 1_000,
        uploadBytes: 200,
      },
      {
        deviceId: gateway.deviceId,
        endpointMac: 'AA:BB:CC:00:00:10',
        network: 'Cellular',
        bucketStart: bucket(30 * 60_000),
        downloadBytes: 300,
      },
    ]);
    const reply = await server.call<Array<{ name: string; connected_time: number; data_used: number }>>(
      'user/getConnectedDevices',
      { token: gateway.guest.token, body: { device_id: gateway.deviceId } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual([
      {
        name: 'Pixel 8',
        mac_address: 'AA:BB:CC:00:00:10',
        ip_address: '',
        connected_time: expect.closeTo(2, 1),
        data_used: 1_500,
      },
    ]);
    const stranger = await newUser();
    const foreign = await server.call('user/getConnectedDevices', {
      token: stranger.token,
      body: { device_id: gateway.deviceId },
    });
    expect(foreign.status).toBe(403);
  });
});
