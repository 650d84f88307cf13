import {
  CLOUD_LISTING_MAX_PAGE_SIZE,
  CLOUD_LISTING_PAGE_SIZE,
  routes,
  STORAGE_ROOT,
  type FileEntry,
} from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';

const DEVICE = 'DRA-100001';
const folder = `${STORAGE_ROOT(DEVICE)}/Paged`;

/** Folders and files whose names sort awkwardly (case, digits, spaces, punctuation, accents). */
const NAMES = Array.from(
  { length: 1_050 },
  (_, i) => [`file ${i}`, `File-${i}.txt`, `${i}`, `é${i}`, `a_${i}`, `Z ${i}.bin`, `zz.${i}`][i % 7],
);
const FOLDERS = ['Alpha', 'beta', '0 first', 'Zulu', 'é folder'];

describe('fileSharing/fileStructure in pages (limit, after)', () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await getTestServer();
    owner = await server.login('owner@example.com', 'Owner#12345');
    const row = (name: string, type: 'file' | 'directory') => ({
      deviceId: DEVICE,
      path: `${folder}/${name}`,
      parentPath: folder,
      name,
      type,
      sizeBytes: type === 'file' ? name.length : 0,
    });
    await server.db.insert(files).values({
      deviceId: DEVICE,
      path: folder,
      parentPath: STORAGE_ROOT(DEVICE),
      name: 'Paged',
      type: 'directory',
    });
    await server.db
      .insert(files)
      .values([...FOLDERS.map((name) => row(name, 'directory')), ...NAMES.map((name) => row(name, 'file'))]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (body: Record<string, unknown>) =>
    server.call<FileEntry[]>(routes.cloudFileStructure.path, {
      body: { device_id: DEVICE, path: folder, ...body },
      token: owner,
    });

  it('pages through a folder in the order of the whole listing: folders first, each entry once', async () => {
    const whole = await list({});
    expect(whole.status).toBe(200);
    expect(whole.body.result).toHaveLength(FOLDERS.length + NAMES.length);
    const kinds = whole.body.result.map((entry) => entry.type);
    expect(kinds.lastIndexOf('directory')).toBe(FOLDERS.length - 1);

    const paged: FileEntry[] = [];
    let after: Pick<FileEntry, 'type' | 'name'> | undefined;
    for (;;) {
      const page = await list({ limit: 100, ...(after ? { after } : {}) });
      expect(page.status).toBe(200);
      paged.push(...page.body.result);
      if (page.body.result.length < 100) break;
      const last = page.body.result.at(-1)!;
      after = { type: last.type, name: last.name };
    }
    expect(paged.map((entry) => entry.filename)).toEqual(whole.body.result.map((entry) => entry.filename));
  });

  it('continues after an entry that was deleted since its page came, without repeating or skipping', async () => {
    const first = await list({ limit: 10 });
    const last = first.body.result.at(-1)!;
    await server.db.delete(files).where(and(eq(files.deviceId, DEVICE), eq(files.path, last.filename)));
    const whole = await list({});
    const next = await list({ limit: 10, after: { type: last.type, name: last.name } });
    const expected = whole.body.result.slice(9, 19).map((entry) => entry.filename);
    expect(next.body.result.map((entry) => entry.filename)).toEqual(expected);
  });

  it("serves a page again from memory until a write through the api changes the device's files", async () => {
    const first = await list({ limit: 10 });
    // A row deleted behind the api's back (no write of the api does this) is not seen: the page is kept...
    const gone = first.body.result[0];
    await server.db.delete(files).where(and(eq(files.deviceId, DEVICE), eq(files.path, gone.filename)));
    expect((await list({ limit: 10 })).body).toEqual(first.body);
    // ...until any write to the device's files, here a folder made elsewhere, which drops every kept page.
    const made = await server.call(routes.cloudCreateDirectory.path, {
      body: { device_id: DEVICE, path: `${STORAGE_ROOT(DEVICE)}/Elsewhere` },
      token: owner,
    });
    expect(made.status).toBe(200);
    const again = (await list({ limit: 10 })).body.result;
    expect(again.map((entry) => entry.filename)).not.toContain(gone.filename);
    expect(again[0].filename).toBe(first.body.result[1].filename);
  });

  it('answers a first page of very long names without keeping it (memory stays bounded)', async () => {
    const long = `${STORAGE_ROOT(DEVICE)}/Long names`;
    const longName = (i: number) => `${String(i).padStart(3, '0')} ${'x'.repeat(240)}`;
    await server.db.insert(files).values([
      {
        deviceId: DEVICE,
        path: long,
        parentPath: STORAGE_ROOT(DEVICE),
        name: 'Long names',
        type: 'directory',
      },
      ...Array.from({ length: 150 }, (_, i) => ({
        deviceId: DEVICE,
        path: `${long}/${longName(i)}`,
        parentPath: long,
        name: longName(i),
        type: 'file' as const,
        sizeBytes: 1,
      })),
    ]);
    const page = () => list({ path: long, limit: CLOUD_LISTING_PAGE_SIZE });
    expect((await page()).body.result).toHaveLength(150);
    // Deleted behind the api's back, and seen at once: the page was read again, not kept.
    await server.db
      .delete(files)
      .where(and(eq(files.deviceId, DEVICE), eq(files.path, `${long}/${longName(0)}`)));
    expect((await page()).body.result).toHaveLength(149);
  });

  it('answers a last page shorter than the limit, and an empty one past the end', async () => {
    const whole = (await list({})).body.result;
    const last = whole.at(-1)!;
    const beforeLast = whole.at(-3)!;
    expect(
      (await list({ limit: 5, after: { type: beforeLast.type, name: beforeLast.name } })).body.result,
    ).toHaveLength(2);
    expect((await list({ limit: 5, after: { type: last.type, name: last.name } })).body.result).toEqual([]);
  });

  it('refuses a bad limit or cursor with a 400 naming the field', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ limit: 0 }, 'limit'],
      [{ limit: CLOUD_LISTING_MAX_PAGE_SIZE + 1 }, 'limit'],
      [{ limit: 2.5 }, 'limit'],
      [{ limit: '10' }, 'limit'],
      [{ limit: 10, after: { type: 'link', name: 'x' } }, 'after.type'],
      [{ limit: 10, after: { type: 'file', name: '' } }, 'after.name'],
      [{ limit: 10, after: 'file 1' }, 'after'],
    ];
    for (const [body, field] of refusals) {
      const reply = await list(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message, JSON.stringify(body)).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
    expect((await list({ limit: CLOUD_LISTING_MAX_PAGE_SIZE })).body.result).toHaveLength(
      CLOUD_LISTING_MAX_PAGE_SIZE,
    );
  });
});
