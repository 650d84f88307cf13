import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PATH_REFUSAL, SERVER, STORAGE_MESSAGES, VALIDATION } from '@drisk/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestFileServer, TEST_DEVICE, TEST_DRIVE, TEST_ORIGIN, TEST_TOKEN } from './testing';

const root = `/dRisk/${TEST_DEVICE}`;
const drive = `/dRisk/${TEST_DRIVE}`;

/** The names and contents of a stored (uncompressed) zip, read from its local headers. */
function unzip(buffer: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  let offset = 0;
  while (buffer.readUInt32LE(offset) === 0x04034b50) {
    const nameLength = buffer.readUInt16LE(offset + 26);
    const name = buffer.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength;
    const end = buffer.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start);
    files[name] = buffer.subarray(start, end).toString('utf8');
    offset = end + 16;
  }
  expect(buffer.readUInt32LE(buffer.length - 22)).toBe(0x06054b50);
  return files;
}

describe('the gateway file server (spec 3 §7, local device server)', () => {
  let gateway: Awaited<ReturnType<typeof startTestFileServer>>;
  beforeEach(async () => {
    gateway = await startTestFileServer();
  });
  afterEach(() => gateway.stop());

  it('lists a folder, folders first, and the picker folders only', async () => {
    const listed = await gateway.call('fileStructure', { path: root });
    expect(listed.status).toBe(200);
    expect(listed.result).toMatchObject([
      { type: 'directory', name: 'Photos', filename: `${root}/Photos`, size: 0 },
      { type: 'file', name: 'notes.txt', filename: `${root}/notes.txt`, size: 5 },
    ]);
    const folders = await gateway.call('getFolders', { path: `${root}/Photos` });
    expect((folders.result as { name: string }[]).map((entry) => entry.name)).toEqual(['2024']);
    const top = await gateway.call('getFolders', {});
    expect((top.result as { name: string }[]).map((entry) => entry.name)).toEqual(['Photos']);
  });

  it('creates, renames, copies, moves and deletes, with clear refusals', async () => {
    expect((await gateway.call('createDirectory', { path: `${root}/Trips` })).message).toBe(
      STORAGE_MESSAGES.folderCreated,
    );
    expect(await gateway.call('createDirectory', { path: `${root}/Trips` })).toMatchObject({
      status: 400,
      message: STORAGE_MESSAGES.alreadyExists,
    });
    expect(await gateway.call('createDirectory', { path: `${root}/Bad*Name` })).toMatchObject({
      status: 400,
      message: `path: ${VALIDATION.specialSymbols}`,
    });
    expect(
      (await gateway.call('renameFiles', { source: `${root}/notes.txt`, newName: 'todo.txt' })).status,
    ).toBe(200);
    expect(
      await gateway.call('copyFiles', {
        source: [`${root}/todo.txt`, `${root}/Photos`],
        dest: `${root}/Trips`,
      }),
    ).toMatchObject({ status: 200, message: STORAGE_MESSAGES.copied });
    expect(
      await readFile(path.join(gateway.mounts[0].dir, 'Trips', 'Photos', '2024', 'party.jpg'), 'utf8'),
    ).toBe('party-bytes');
    expect(
      await gateway.call('moveFiles', { source: [`${root}/Trips`], dest: `${root}/Trips/Photos` }),
    ).toMatchObject({
      status: 400,
      message: STORAGE_MESSAGES.intoItself,
    });
    // Gateway to external drive: a move between two storages copies then removes.
    expect((await gateway.call('moveFiles', { source: [`${root}/todo.txt`], dest: drive })).status).toBe(200);
    expect(await readdir(gateway.mounts[1].dir)).toEqual(['todo.txt']);
    expect(await gateway.call('deleteFile', { path: [`${root}/Trips`, `${drive}/todo.txt`] })).toMatchObject({
      status: 200,
      message: STORAGE_MESSAGES.deleted,
    });
    expect(await readdir(gateway.mounts[0].dir)).toEqual(['Photos']);
    expect(await gateway.call('deleteFile', { path: [root] })).toMatchObject({
      status: 400,
      message: STORAGE_MESSAGES.rootUntouchable,
    });
    expect(await gateway.call('deleteFile', { path: [`${root}/missing`] })).toMatchObject({
      status: 404,
      message: STORAGE_MESSAGES.notFound,
    });
  });

  it('checks the space before an upload and uploads files atomically', async () => {
    const fits = await gateway.call('validatingDeviceSize', {
      device_id: TEST_DEVICE,
      file_size: 1000,
      file_names: ['a.txt'],
      desPath: root,
    });
    expect(fits).toMatchObject({ status: 200, message: STORAGE_MESSAGES.sizeOk });
    expect(
      await gateway.call('validatingDeviceSize', {
        device_id: TEST_DEVICE,
        file_size: 50 * 1024 * 1024,
        file_names: ['big.bin'],
        desPath: root,
      }),
    ).toMatchObject({ status: 400, message: STORAGE_MESSAGES.notEnoughSpace });

    const form = new FormData();
    form.append('desPath', `${root}/Photos`);
    form.append('files', new Blob(['one']), 'one.txt');
    form.append('files', new Blob(['two!']), 'two.txt');
    const reply = await fetch(`${gateway.server.url}/uploadFiles`, {
      method: 'POST',
      headers: { Auth: TEST_TOKEN },
      body: form,
    });
    expect(await reply.json()).toMatchObject({ statusCode: 200, message: STORAGE_MESSAGES.uploaded });
    expect(await readFile(path.join(gateway.mounts[0].dir, 'Photos', 'two.txt'), 'utf8')).toBe('two!');

    const none = new FormData();
    none.append('desPath', root);
    const empty = await fetch(`${gateway.server.url}/uploadFiles`, {
      method: 'POST',
      headers: { Auth: TEST_TOKEN },
      body: none,
    });
    expect(await empty.json()).toMatchObject({ statusCode: 400, message: `files: ${VALIDATION.selectFile}` });
  });

  it('refuses an upload past the free space and leaves nothing behind', async () => {
    const small = await startTestFileServer(64);
    try {
      const form = new FormData();
      form.append('desPath', `/dRisk/${TEST_DEVICE}`);
      form.append('files', new Blob(['x'.repeat(100)]), 'big.txt');
      const reply = await fetch(`${small.server.url}/uploadFiles`, {
        method: 'POST',
        headers: { Auth: TEST_TOKEN },
        body: form,
      });
      expect(await reply.json()).toMatchObject({ statusCode: 400, message: STORAGE_MESSAGES.notEnoughSpace });
      expect((await readdir(small.mounts[0].dir)).sort()).toEqual(['Photos', 'notes.txt']);
    } finally {
      await small.stop();
    }
  });

  it('downloads a file as an attachment and folders as a streamed zip', async () => {
    const file = await fetch(
      `${gateway.server.url}/downloadFiles/${encodeURIComponent(JSON.stringify([`${root}/notes.txt`]))}?token=${TEST_TOKEN}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="notes.txt"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await file.text()).toBe('hello');

    const zip = await fetch(
      `${gateway.server.url}/downloadFoldersWeb/${encodeURIComponent(JSON.stringify([`${root}/Photos`, `${root}/notes.txt`]))}`,
      { headers: { Auth: TEST_TOKEN } },
    );
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="DRA-100001.zip"/);
    expect(unzip(Buffer.from(await zip.arrayBuffer()))).toEqual({
      'Photos/beach.jpg': 'beach-bytes',
      'Photos/2024/party.jpg': 'party-bytes',
      'notes.txt': 'hello',
    });
  });

  it('answers only tokens the api issued for this device, and CORS only for the dashboard', async () => {
    const missing = await fetch(`${gateway.server.url}/fileStructure`, { method: 'POST', body: '{}' });
    expect(await missing.json()).toMatchObject({ statusCode: 401, message: SERVER.unauthorized });
    expect(await gateway.call('fileStructure', { path: root }, 'someone-else')).toMatchObject({
      status: 403,
      message: STORAGE_MESSAGES.tokenRefused,
    });
    const allowed = await fetch(`${gateway.server.url}/fileStructure`, {
      method: 'OPTIONS',
      headers: { Origin: TEST_ORIGIN },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const other = await fetch(`${gateway.server.url}/fileStructure`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.test' },
    });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses paths outside its storages and through planted links', async () => {
    expect(await gateway.call('fileStructure', { path: '/dRisk/DRB-100002' })).toMatchObject({
      status: 400,
      message: `path: ${PATH_REFUSAL.outsideRoot}`,
    });
    expect(await gateway.call('fileStructure', { path: `${root}/../DRB-100002` })).toMatchObject({
      status: 400,
      message: `path: ${PATH_REFUSAL.dotSegment}`,
    });
    expect(await gateway.call('fileStructure', { path: 'not json' }, TEST_TOKEN)).toMatchObject({
      status: 400,
    });
  });
});
