import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_ROOT, hostilePaths } from '../../../../test-support/hostilePaths';
import { startTestFileServer, TEST_DEVICE, TEST_TOKEN } from './testing';

const CANARY = 'CANARY-OUTSIDE-THE-ROOT';
const valid = `/dRisk/${TEST_DEVICE}/Photos`;

/** Names, types and content hashes of every entry under `dir` that is not inside one of `skip`. */
async function snapshot(dir: string, skip: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  const walk = async (current: string) => {
    for (const dirent of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, dirent.name);
      if (skip.includes(full)) continue;
      if (dirent.isSymbolicLink()) lines.push(`${full} -> ${await readlink(full)}`);
      else if (dirent.isDirectory()) await walk(full);
      else
        lines.push(
          `${full} ${createHash('sha256')
            .update(await readFile(full))
            .digest('hex')}`,
        );
    }
  };
  await walk(dir);
  return lines.sort();
}

describe('10,000 hostile paths against every call of the gateway file server', () => {
  let gateway: Awaited<ReturnType<typeof startTestFileServer>>;
  let before: string[];
  beforeAll(async () => {
    gateway = await startTestFileServer();
    expect(HOSTILE_ROOT).toBe(`/dRisk/${TEST_DEVICE}`);
    // Outside the storages: the secrets an escape would read, change or delete.
    await writeFile(path.join(gateway.base, 'secret.txt'), CANARY);
    await mkdir(path.join(gateway.base, 'etc'));
    await writeFile(path.join(gateway.base, 'etc', 'passwd'), CANARY);
    await mkdir(path.join(gateway.base, 'DRB-100002'));
    await writeFile(path.join(gateway.base, 'DRB-100002', 'secret.txt'), CANARY);
    // Links planted inside the root, leading out of it.
    await symlink(gateway.base, path.join(gateway.mounts[0].dir, 'escape'));
    await symlink(
      path.join(gateway.base, 'secret.txt'),
      path.join(gateway.mounts[0].dir, 'Photos', 'secret.txt'),
    );
    before = await snapshot(
      gateway.base,
      gateway.mounts.map((mount) => mount.dir),
    );
  });
  afterAll(() => gateway.stop());

  it('never answers 500 or more, never leaks, changes or removes anything outside', async () => {
    const linked = [
      `${HOSTILE_ROOT}/escape`,
      `${HOSTILE_ROOT}/escape/secret.txt`,
      `${HOSTILE_ROOT}/Photos/secret.txt`,
    ];
    const corpus = [...linked, ...hostilePaths(10_000)];
    /** Every call with the hostile path in its path field; every tenth path also in its second field. */
    const bodies = (hostile: string, index: number): [string, unknown][] => {
      const name = hostile.split(/[/\\]/).pop() ?? hostile;
      const calls: [string, unknown][] = [
        ['fileStructure', { path: hostile }],
        ['getFolders', { path: hostile }],
        ['createDirectory', { path: hostile }],
        ['renameFiles', { source: hostile, newName: 'renamed' }],
        ['moveFiles', { source: [hostile], dest: valid }],
        ['copyFiles', { source: [hostile], dest: valid }],
        ['deleteFile', { path: [hostile] }],
        [
          'validatingDeviceSize',
          { device_id: TEST_DEVICE, file_size: 1, file_names: ['a.txt'], desPath: hostile },
        ],
      ];
      if (index % 10 === 0)
        calls.push(
          ['renameFiles', { source: `${valid}/beach.jpg`, newName: name }],
          ['moveFiles', { source: [`${valid}/2024`], dest: hostile }],
          ['copyFiles', { source: [`${valid}/2024`], dest: hostile }],
          [
            'validatingDeviceSize',
            { device_id: TEST_DEVICE, file_size: 1, file_names: [name], desPath: valid },
          ],
        );
      return calls;
    };
    const statuses = new Map<number, number>();
    const leaks: string[] = [];
    const tally = (status: number, text: string, what: string) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 || text.includes(CANARY)) leaks.push(`${status} ${what}`);
    };
    const requests = corpus.flatMap((hostile, index) => [
      ...bodies(hostile, index).map(([route, body]) => async () => {
        const reply = await fetch(`${gateway.server.url}/${route}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Auth: TEST_TOKEN },
          body: JSON.stringify(body),
        });
        tally(reply.status, await reply.text(), `${route} ${JSON.stringify(body)}`);
      }),
      ...['downloadFiles', 'downloadFoldersWeb'].map((route) => async () => {
        const reply = await fetch(
          `${gateway.server.url}/${route}/${encodeURIComponent(JSON.stringify([hostile]))}?token=${TEST_TOKEN}`,
        );
        tally(reply.status, Buffer.from(await reply.arrayBuffer()).toString('latin1'), `${route} ${hostile}`);
      }),
      async () => {
        const form = new FormData();
        form.append('desPath', hostile);
        form.append('files', new Blob(['x']), 'upload.txt');
        const reply = await fetch(`${gateway.server.url}/uploadFiles`, {
          method: 'POST',
          headers: { Auth: TEST_TOKEN },
          body: form,
        });
        tally(reply.status, await reply.text(), `uploadFiles desPath ${hostile}`);
      },
    ]);
    // A few dozen clients at a time; the order is fixed so a failure reproduces.
    for (let index = 0; index < requests.length; index += 32)
      await Promise.all(requests.slice(index, index + 32).map((send) => send()));

    expect(leaks).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(10_000 * 11);
    expect(
      await snapshot(
        gateway.base,
        gateway.mounts.map((mount) => mount.dir),
      ),
    ).toEqual(before);
    expect(await readFile(path.join(gateway.base, 'secret.txt'), 'utf8')).toBe(CANARY);
    // Nearly every request is refused as bad input.
    expect((statuses.get(400) ?? 0) / requests.length).toBeGreaterThan(0.9);
  }, 600_000);
});
