import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE_PATH, RESUMABLE_UPLOAD, SERVER, STORAGE_MESSAGES } from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, files } from '../../db/schema';
import { STAGING_FOLDER, STORED_SUFFIX } from '../../storage/resumableUploads';
import { withFailingAdoption, withSlowCommit } from '../../test/adoptionFaults';
import { getTestServer, type TestServer } from '../../test/testServer';
import { tusClient, type TusClient } from '../../test/tusClient';

const DEVICE = 'DRA-100001';
const root = `/dRisk/${DEVICE}`;
const QUOTA = 5_000_000;
const KEYS = RESUMABLE_UPLOAD.metadata;

let server: TestServer;
let owner: string;
let tus: TusClient;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
  tus = tusClient(server.url, owner);
  await server.db.update(devices).set({ storageQuotaBytes: QUOTA }).where(eq(devices.deviceId, DEVICE));
  await server.call('fileSharing/createDirectory', {
    body: { device_id: DEVICE, path: `${root}/Inbox` },
    token: owner,
  });
}, 180_000);
afterAll(() => server?.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const fields = (fileName: string, folder = root, type = 'application/octet-stream') => ({
  [KEYS.deviceId]: DEVICE,
  [KEYS.folder]: folder,
  [KEYS.fileName]: fileName,
  [KEYS.fileType]: type,
});

/** Every file under a folder of DATA_DIR (the staging folder, the cloud blobs). */
async function filesUnder(folder: string) {
  const entries = await readdir(path.join(server.config.dataDir, folder), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
/** Partial uploads' bytes and descriptions (not the records of stored ones). */
const staged = async () => (await filesUnder(STAGING_FOLDER)).filter((file) => !file.endsWith(STORED_SUFFIX));

const listed = async (folder = root) => {
  const reply = await server.call<{ name: string; size: number }[]>('fileSharing/fileStructure', {
    body: { device_id: DEVICE, path: folder },
    token: owner,
  });
  return reply.body.result;
};

async function downloaded(filePath: string) {
  const reply = await fetch(
    `${server.url}${API_BASE_PATH}/fileSharing/downloadFiles/${encodeURIComponent(JSON.stringify([filePath]))}?device_id=${DEVICE}`,
    { headers: { Auth: owner } },
  );
  expect(reply.status).toBe(200);
  return Buffer.from(await reply.arrayBuffer());
}

async function created(fileName: string, length: number, folder = root) {
  const reply = await tus.create(fields(fileName, folder), length);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.location).toMatch(new RegExp(`${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}/[0-9a-f]{32}$`));
  return reply.location!;
}

describe('resumable uploads (tus)', () => {
  it('uploads in chunks and stores the file as uploadFiles does, the same row and the same bytes', async () => {
    const content = randomBytes(300_000);
    const location = await created('chunked.bin', content.length, `${root}/Inbox`);
    const head = await tus.head(location);
    expect(head).toMatchObject({ status: 200, offset: 0 });
    expect(head.headers.get('tus-resumable')).toBe('1.0.0');
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(head.headers.get('access-control-allow-origin')).toBeNull();
    let offset = 0;
    const offsets: number[] = [];
    while (offset < content.length) {
      const chunk = content.subarray(offset, offset + 64 * 1024);
      const reply = await tus.patch(location, offset, chunk);
      expect(reply.status, JSON.stringify(reply.body)).toBe(204);
      offset = reply.offset!;
      offsets.push(offset);
    }
    expect(offsets).toEqual([65_536, 131_072, 196_608, 262_144, 300_000]);
    expect(sha256(await downloaded(`${root}/Inbox/chunked.bin`))).toBe(sha256(content));
    expect(await staged()).toEqual([]);
    // Finished: a late HEAD (a client that missed the last reply) hears it is complete; nothing more goes in.
    expect(await tus.head(location)).toMatchObject({ status: 200, offset: content.length });
    expect((await tus.patch(location, content.length, randomBytes(1))).status).toBe(404);

    // The same file through the multipart call, for its row.
    const form = new FormData();
    form.append('device_id', DEVICE);
    form.append('desPath', `${root}/Inbox`);
    form.append('files', new Blob([content], { type: 'application/octet-stream' }), 'multipart.bin');
    const multipart = await fetch(`${server.url}${API_BASE_PATH}/fileSharing/uploadFiles`, {
      method: 'POST',
      headers: { Auth: owner },
      body: form,
    });
    expect(multipart.status).toBe(200);
    const rowOf = async (name: string) => {
      const [row] = await server.db
        .select()
        .from(files)
        .where(and(eq(files.deviceId, DEVICE), eq(files.path, `${root}/Inbox/${name}`)));
      const { id, path: _path, name: _name, storageKey, createdAt, updatedAt, ...rest } = row;
      expect([id, storageKey, createdAt, updatedAt].every((value) => value !== null)).toBe(true);
      return rest;
    };
    expect(await rowOf('chunked.bin')).toEqual(await rowOf('multipart.bin'));
    expect(await rowOf('chunked.bin')).toMatchObject({
      sizeBytes: 300_000,
      mimeType: 'application/octet-stream',
    });
  });

  it('resumes from the offset the api holds after a connection drops mid-upload', async () => {
    const content = randomBytes(1_000_000);
    const location = await created('dropped.bin', content.length);
    await tus.patchAndDrop(location, 0, content, 400_000);
    const { offset } = await tus.head(location);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(400_000);
    // A client that missed the HEAD and resends from 0 is told the offset does not match.
    const stale = await tus.patch(location, 0, content.subarray(0, 10));
    expect(stale).toMatchObject({ status: 409, body: { message: STORAGE_MESSAGES.uploadOffsetMismatch } });
    // Not listed while partial, and not counted as used.
    expect((await listed()).map((entry) => entry.name)).not.toContain('dropped.bin');
    const resumed = await tus.patch(location, offset!, content.subarray(offset!));
    expect(resumed).toMatchObject({ status: 204, offset: content.length });
    expect(sha256(await downloaded(`${root}/dropped.bin`))).toBe(sha256(content));
  });

  it('resumes after the api restarts on the same DATA_DIR and database', async () => {
    const content = randomBytes(900_000);
    const location = await created('restarted.bin', content.length);
    expect((await tus.patch(location, 0, content.subarray(0, 300_000))).offset).toBe(300_000);
    await tus.patchAndDrop(location, 300_000, content.subarray(300_000), 200_000);
    await server.restart();
    const { status, offset } = await tus.head(location);
    expect(status).toBe(200);
    expect(offset).toBeGreaterThanOrEqual(300_000);
    expect(offset).toBeLessThanOrEqual(500_000);
    expect((await tus.patch(location, offset!, content.subarray(offset!))).status).toBe(204);
    expect(sha256(await downloaded(`${root}/restarted.bin`))).toBe(sha256(content));
  });

  it('stores the file at the next HEAD when the last PATCH had all the bytes but could not store them', async () => {
    const content = randomBytes(50_000);
    const location = await created('late.bin', content.length);
    const failed = await withFailingAdoption(server, () => tus.patch(location, 0, content));
    expect(failed).toMatchObject({ status: 500, body: { message: SERVER.internalError } });
    expect((await listed()).map((entry) => entry.name)).not.toContain('late.bin');
    expect(await tus.head(location)).toMatchObject({ status: 200, offset: content.length });
    expect(sha256(await downloaded(`${root}/late.bin`))).toBe(sha256(content));
    expect(await staged()).toEqual([]);
  });

  it('answers a HEAD that arrives while the last PATCH stores the file once the file is stored', async () => {
    const content = randomBytes(40_000);
    const location = await created('mid-commit.bin', content.length);
    await withSlowCommit(server, 1_000, async () => {
      const last = tus.patch(location, 0, content);
      // The client's retry, while the commit is under way (its bytes already moved out of the staging folder).
      await expect.poll(async () => (await staged()).length, { timeout: 5_000 }).toBeLessThan(2);
      expect(await tus.head(location)).toMatchObject({ status: 200, offset: content.length });
      expect((await last).status).toBe(204);
    });
    expect(sha256(await downloaded(`${root}/mid-commit.bin`))).toBe(sha256(content));
  });

  it('refuses an upload past the quota before any byte, and one the quota shrank under, leaving nothing', async () => {
    const blobs = await filesUnder('cloud');
    const rows = (await server.db.select().from(files).where(eq(files.deviceId, DEVICE))).length;
    const tooBig = await tus.create(fields('huge.bin'), QUOTA + 1);
    expect(tooBig).toMatchObject({
      status: 400,
      body: { message: STORAGE_MESSAGES.notEnoughSpace },
      location: null,
    });
    expect(tooBig.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await staged()).toEqual([]);

    const content = randomBytes(200_000);
    const location = await created('shrunk.bin', content.length);
    expect((await tus.patch(location, 0, content.subarray(0, 100_000))).status).toBe(204);
    await server.db.update(devices).set({ storageQuotaBytes: 1000 }).where(eq(devices.deviceId, DEVICE));
    try {
      const refused = await tus.patch(location, 100_000, content.subarray(100_000));
      expect(refused).toMatchObject({ status: 400, body: { message: STORAGE_MESSAGES.notEnoughSpace } });
    } finally {
      await server.db.update(devices).set({ storageQuotaBytes: QUOTA }).where(eq(devices.deviceId, DEVICE));
    }
    expect(await staged()).toEqual([]);
    expect((await tus.head(location)).status).toBe(404);
    expect(await filesUnder('cloud')).toEqual(blobs);
    expect((await server.db.select().from(files).where(eq(files.deviceId, DEVICE))).length).toBe(rows);
  });

  it("refuses the session-less, Guests, another user's device and another user's upload", async () => {
    const anonymous = await tusClient(server.url, null).create(fields('a.txt'), 1);
    expect(anonymous).toMatchObject({ status: 401, body: { message: SERVER.unauthorized } });
    const guest = tusClient(server.url, await server.login('guest@example.com', 'Guest#12345'));
    expect((await guest.create(fields('a.txt'), 1)).status).toBe(403);
    const solo = tusClient(server.url, await server.login('solo@example.com', 'Solo#12345'));
    expect(await solo.create(fields('a.txt'), 1)).toMatchObject({
      status: 403,
      body: { message: SERVER.deviceForbidden },
    });
    const location = await created('mine.txt', 5);
    expect(await solo.head(location)).toMatchObject({ status: 404 });
    expect(await solo.patch(location, 0, Buffer.from('hello'))).toMatchObject({
      status: 404,
      body: { message: STORAGE_MESSAGES.uploadGone },
    });
    expect((await solo.remove(location)).status).toBe(404);
    expect(await tus.head(location)).toMatchObject({ status: 200, offset: 0 });
    expect((await tus.remove(location)).status).toBe(204);
    expect(await staged()).toEqual([]);
  });

  it('checks the folder with the path rule and the name, length and metadata before creating anything', async () => {
    expect((await tus.create(fields('a.txt', '/dRisk/DRB-100002'), 1)).body?.message).toBe(
      'desPath: must stay inside the device storage',
    );
    expect((await tus.create(fields('a.txt', `${root}/%2e%2e`), 1)).status).toBe(400);
    expect((await tus.create(fields('../escape.txt'), 1)).body?.message).toMatch(/^filename: /);
    expect((await tus.create(fields(''), 1)).body?.message).toBe('filename: is required');
    expect((await tus.create(fields('a.txt', `${root}/Missing`), 1)).body?.message).toBe(
      STORAGE_MESSAGES.notFound,
    );
    expect((await tus.create(fields('chunked.bin', `${root}/Inbox`), 1)).body?.message).toBe(
      STORAGE_MESSAGES.alreadyExists,
    );
    expect((await tus.create(fields('big.bin'), RESUMABLE_UPLOAD.maxBytes + 1)).status).toBe(413);
    expect(
      (await tus.create(fields('a.txt'), 1, { 'Upload-Length': '', 'Upload-Defer-Length': '1' })).body
        ?.message,
    ).toBe(STORAGE_MESSAGES.uploadLengthRequired);
    expect((await tus.create({}, 1, { 'Upload-Metadata': 'filename not-base64!' })).body?.message).toBe(
      STORAGE_MESSAGES.uploadMetadataInvalid,
    );
    // An extension this server does not offer.
    expect(await tus.create(fields('a.txt'), 1, { 'Upload-Concat': 'partial' })).toMatchObject({
      status: 501,
      body: { message: SERVER.notImplemented },
    });
    expect(await staged()).toEqual([]);
  });

  it('stores an empty file at creation', async () => {
    const reply = await tus.create(fields('empty.txt'), 0);
    expect(reply.status).toBe(201);
    expect((await listed()).find((entry) => entry.name === 'empty.txt')).toMatchObject({ size: 0 });
    expect(await staged()).toEqual([]);
  });

  it('never lists a partial upload, and the cleanup job deletes it once abandoned', async () => {
    const location = await created('abandoned.bin', 100_000);
    expect((await tus.patch(location, 0, randomBytes(30_000))).status).toBe(204);
    expect((await listed()).map((entry) => entry.name)).not.toContain('abandoned.bin');
    const sharing = await server.call<{ device_id: string; used: number }[]>('fileSharing/dataSharing', {
      body: { device_id: DEVICE },
      token: owner,
    });
    const used = sharing.body.result.find((device) => device.device_id === DEVICE)!.used;
    const [row] = await server.db
      .select({ size: files.sizeBytes })
      .from(files)
      .where(and(eq(files.deviceId, DEVICE), eq(files.path, `${root}/Inbox/chunked.bin`)));
    expect(used).toBeGreaterThanOrEqual(row.size);
    expect((await staged()).length).toBe(2);

    const expiry = RESUMABLE_UPLOAD.abandonedAfterHours * 3_600_000;
    expect(await server.app.abandonedUploadCleanup.runOnce(new Date(Date.now() + expiry - 60_000))).toEqual(
      [],
    );
    expect((await tus.head(location)).offset).toBe(30_000);
    const removed = await server.app.abandonedUploadCleanup.runOnce(new Date(Date.now() + expiry + 60_000));
    expect(removed).toContain(location.split('/').pop());
    // The records of the uploads stored by the tests above went too: nothing is left in the staging folder.
    expect(await filesUnder(STAGING_FOLDER)).toEqual([]);
    expect(await tus.head(location)).toMatchObject({ status: 404 });
    expect((await tus.patch(location, 30_000, randomBytes(10))).body?.message).toBe(
      STORAGE_MESSAGES.uploadGone,
    );
  });
});
