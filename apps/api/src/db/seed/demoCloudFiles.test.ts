import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE_PATH, type FileEntry } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreOf } from '../../storage/blobStoreOf';
import { getTestServer, type TestServer } from '../../test/testServer';
import { writeDemoCloudFiles } from './demoCloudFiles';

const ALPHA = 'DRA-100001';
const root = `/dRisk/${ALPHA}`;

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
});
afterAll(() => server?.close());

const list = async (folder: string, token = owner, deviceId = ALPHA) =>
  (
    await server.call<FileEntry[]>('fileSharing/fileStructure', {
      body: { device_id: deviceId, path: folder },
      token,
    })
  ).body.result;

const download = async (file: string) =>
  Buffer.from(
    await (
      await fetch(
        `${server.url}${API_BASE_PATH}/fileSharing/downloadFiles/${encodeURIComponent(JSON.stringify([file]))}?device_id=${ALPHA}`,
        { headers: { Auth: owner } },
      )
    ).arrayBuffer(),
  );

/** The blob files on disk with their modification times. */
const blobs = async () => {
  const dir = path.join(server.config.dataDir, 'cloud');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return Object.fromEntries(
    await Promise.all(
      entries.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [entry.name, (await stat(file)).mtimeMs] as const;
      }),
    ),
  );
};

describe('demo cloud files', () => {
  it('gives each demo gateway folders, a document, a photo and a text file, listed like uploads', async () => {
    expect((await list(root)).map((entry) => [entry.type, entry.name])).toEqual([
      ['directory', 'Documents'],
      ['directory', 'Photos'],
      ['directory', 'Shared'],
      ['file', 'Read me.txt'],
    ]);
    const documents = await list(`${root}/Documents`);
    expect(documents.map((entry) => entry.name)).toEqual(['Guest Wi-Fi.txt', 'Network handover.pdf']);
    const solo = await server.login('solo@example.com', 'Solo#12345');
    expect((await list('/dRisk/DRS-100003', solo, 'DRS-100003')).map((entry) => entry.name)).toEqual([
      'Documents',
      'Photos',
      'Shopping list.txt',
    ]);
  });

  it('serves real files: a PDF, a PNG and text, of the sizes listed', async () => {
    const [pdfEntry] = (await list(`${root}/Documents`)).filter((entry) => entry.name.endsWith('.pdf'));
    const pdf = await download(pdfEntry.filename);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(pdf.length).toBe(pdfEntry.size);
    const [photo] = await list(`${root}/Photos`);
    const png = await download(photo.filename);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBe(photo.size);
    expect((await download(`${root}/Read me.txt`)).toString()).toMatch(/^Cloud storage of dRisk-Alpha/);
  });

  it('is idempotent on restart: nothing rewritten, a lost blob restored, a deleted file not brought back', async () => {
    const store = blobStoreOf(server.config);
    const before = await blobs();
    await writeDemoCloudFiles(server.db, store);
    expect(await blobs()).toEqual(before);

    const [lost] = Object.keys(before);
    await rm(path.join(server.config.dataDir, 'cloud', lost.slice(0, 2), lost));
    await writeDemoCloudFiles(server.db, store);
    expect(Object.keys(await blobs()).sort()).toEqual(Object.keys(before).sort());

    const deleted = await server.call('fileSharing/deleteFile', {
      body: { device_id: ALPHA, path: [`${root}/Read me.txt`] },
      token: owner,
    });
    expect(deleted.status).toBe(200);
    const afterDelete = Object.keys(await blobs()).sort();
    await writeDemoCloudFiles(server.db, store);
    expect(Object.keys(await blobs()).sort()).toEqual(afterDelete);
    expect((await list(root)).map((entry) => entry.name)).not.toContain('Read me.txt');
  });
});
