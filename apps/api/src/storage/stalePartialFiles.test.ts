import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskBlobStore } from './localDiskBlobStore';
import { STALE_PARTIAL_IDLE_MS, removeStalePartialFiles } from './stalePartialFiles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'drisk-partials-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const NOW = new Date('2026-11-26T12:00:00Z');

/** A file last written `ageMs` before NOW. */
async function fileAged(relative: string, ageMs: number) {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'half');
  const at = new Date(NOW.getTime() - ageMs);
  await utimes(file, at, at);
}

const remaining = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe('removeStalePartialFiles', () => {
  it('deletes only temporary files idle past the limit, in every sub-folder', async () => {
    await fileAged('ab/abc.1.partial', STALE_PARTIAL_IDLE_MS + 1000);
    await fileAged('cd/cde.2.partial', STALE_PARTIAL_IDLE_MS - 1000);
    await fileAged('ab/abc', STALE_PARTIAL_IDLE_MS * 10);
    expect(await removeStalePartialFiles(dir, NOW, STALE_PARTIAL_IDLE_MS)).toBe(1);
    expect(await remaining()).toEqual(['ab/abc', 'cd/cde.2.partial']);
  });

  it('finds nothing in a folder that does not exist yet', async () => {
    expect(await removeStalePartialFiles(path.join(dir, 'missing'), NOW, STALE_PARTIAL_IDLE_MS)).toBe(0);
  });

  it("is what the disk store's sweep does, and it keeps the store's finished files", async () => {
    const store = new LocalDiskBlobStore(dir);
    await fileAged('ke/key-1.0f1e.partial', STALE_PARTIAL_IDLE_MS * 2);
    await fileAged('ke/key-2', STALE_PARTIAL_IDLE_MS * 2);
    expect(await store.removeStalePartials(NOW, STALE_PARTIAL_IDLE_MS)).toBe(1);
    expect(await remaining()).toEqual(['ke/key-2']);
  });
});
