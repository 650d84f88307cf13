import { lstat, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_REFUSAL } from '../messages';
import { resolveInsideRoot, type EntryInspector } from './resolveInsideRoot';

/** node's lstat, null for a missing entry: what the api and the gateway hand in. */
const disk: EntryInspector = {
  lstat: (target) =>
    lstat(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    }),
};

describe('resolveInsideRoot: symlinks planted inside the root', () => {
  let base: string;
  let root: string;
  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'drisk-resolve-'));
    root = path.join(base, 'DRA-100001');
    await mkdir(path.join(root, 'Photos'), { recursive: true });
    await writeFile(path.join(root, 'Photos', 'a.jpg'), 'x');
    await writeFile(path.join(base, 'secret.txt'), 'outside');
    await symlink(base, path.join(root, 'escape'));
    await symlink(path.join(base, 'secret.txt'), path.join(root, 'Photos', 'secret-link.txt'));
    await symlink(path.join(root, 'Photos'), path.join(root, 'inside-link'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('resolves existing and new entries below the root', async () => {
    expect(await resolveInsideRoot(root, ['Photos', 'a.jpg'], disk)).toEqual({
      ok: true,
      diskPath: path.join(root, 'Photos', 'a.jpg'),
    });
    expect(await resolveInsideRoot(root, ['Photos', 'New', 'b.jpg'], disk)).toEqual({
      ok: true,
      diskPath: path.join(root, 'Photos', 'New', 'b.jpg'),
    });
    expect(await resolveInsideRoot(`${root}/`, [], disk)).toEqual({ ok: true, diskPath: root });
  });

  it('refuses a path through a link to a folder or a file, even one pointing inside', async () => {
    for (const relative of [['escape'], ['escape', 'secret.txt'], ['Photos', 'secret-link.txt'], ['inside-link', 'a.jpg']])
      expect(await resolveInsideRoot(root, relative, disk), relative.join('/')).toEqual({
        ok: false,
        message: PATH_REFUSAL.symlink,
      });
  });

  it('refuses names that did not pass the path rule', async () => {
    for (const name of ['..', '.', '', 'a/b', 'a\0b'])
      expect((await resolveInsideRoot(root, [name], disk)).ok, JSON.stringify(name)).toBe(false);
  });
});
