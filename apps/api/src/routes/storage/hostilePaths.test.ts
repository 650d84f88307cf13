import { API_BASE_PATH, RESUMABLE_UPLOAD } from '@drisk/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_ROOT, hostilePaths } from '../../../../../test-support/hostilePaths';
import { devices, files } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { tusMetadata } from '../../test/tusClient';

const DEVICE = 'DRA-100001';
const OTHER = 'DRB-100002';
const CANARY = 'CANARY-OF-ANOTHER-DEVICE';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
  await server.db.update(devices).set({ storageQuotaBytes: 10_000_000 }).where(inArray(devices.deviceId, [DEVICE, OTHER]));
}, 180_000);
afterAll(() => server?.close());

async function upload(deviceId: string, dest: string, name: string, content: string) {
  const form = new FormData();
  form.append('device_id', deviceId);
  form.append('desPath', dest);
  form.append('files', new Blob([content]), name);
  const reply = await fetch(`${server.url}${API_BASE_PATH}/fileSharing/uploadFiles`, {
    method: 'POST',
    headers: { Auth: owner },
    body: form,
  });
  return reply.status;
}

const otherRows = () =>
  server.db
    .select({ path: files.path, size: files.sizeBytes, key: files.storageKey })
    .from(files)
    .where(eq(files.deviceId, OTHER))
    .orderBy(asc(files.path));

describe('10,000 hostile paths against every cloud storage call of the api', () => {
  it('never answers 500 or more and never reaches another device', async () => {
    expect(HOSTILE_ROOT).toBe(`/dRisk/${DEVICE}`);
    // The owner holds both devices: a path escaping DRA-100001 into DRB-100002 would pass any role check.
    expect(await upload(OTHER, `/dRisk/${OTHER}`, 'secret.txt', CANARY)).toBe(200);
    await server.call('fileSharing/createDirectory', { body: { device_id: DEVICE, path: `${HOSTILE_ROOT}/Photos` }, token: owner });
    expect(await upload(DEVICE, `${HOSTILE_ROOT}/Photos`, 'beach.jpg', 'beach')).toBe(200);
    const before = await otherRows();

    const valid = `${HOSTILE_ROOT}/Photos`;
    const corpus = hostilePaths(10_000);
    const problems: string[] = [];
    let refused = 0;
    let sent = 0;
    const send = async (url: string, init?: RequestInit) => {
      const reply = await fetch(url, init);
      const text = Buffer.from(await reply.arrayBuffer()).toString('latin1');
      sent++;
      if (reply.status === 400) refused++;
      if (reply.status >= 500 || text.includes(CANARY)) problems.push(`${reply.status} ${url} ${String(init?.body)}`);
    };
    const post = (route: string, body: Record<string, unknown>) =>
      send(`${server.url}${API_BASE_PATH}/fileSharing/${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Auth: owner },
        body: JSON.stringify({ device_id: DEVICE, ...body }),
      });
    const get = (route: string, hostile: string) =>
      send(
        `${server.url}${API_BASE_PATH}/fileSharing/${route}/${encodeURIComponent(JSON.stringify([hostile]))}?device_id=${DEVICE}`,
        { headers: { Auth: owner } },
      );
    const requests = corpus.map((hostile) => async () => {
      await Promise.all([
        post('fileStructure', { path: hostile }),
        post('getFolders', { path: hostile }),
        post('createDirectory', { path: hostile }),
        post('renameFiles', { source: hostile, newName: 'renamed' }),
        post('moveFiles', { source: [hostile], dest: valid }),
        post('copyFiles', { source: [hostile], dest: valid }),
        post('deleteFile', { path: [hostile] }),
        post('validatingDeviceSize', { file_size: 1, file_names: ['a.txt'], desPath: hostile }),
        get('downloadFiles', hostile),
        get('downloadFolders', hostile),
      ]);
    });
    for (let index = 0; index < requests.length; index += 4)
      await Promise.all(requests.slice(index, index + 4).map((run) => run()));
    // Uploads: every tenth path as the destination (each one a multipart request of its own), and as the
    // folder and the file name of a resumable upload.
    const keys = RESUMABLE_UPLOAD.metadata;
    const createResumable = (folder: string, fileName: string) =>
      send(`${server.url}${API_BASE_PATH}/${RESUMABLE_UPLOAD.path}`, {
        method: 'POST',
        headers: {
          Auth: owner,
          'Tus-Resumable': '1.0.0',
          'Upload-Length': '1',
          'Upload-Metadata': tusMetadata({ [keys.deviceId]: DEVICE, [keys.folder]: folder, [keys.fileName]: fileName }),
        },
      });
    for (const hostile of corpus.filter((_, index) => index % 10 === 0)) {
      await createResumable(hostile, 'upload.txt');
      await createResumable(valid, hostile);
      const form = new FormData();
      form.append('device_id', DEVICE);
      form.append('desPath', hostile);
      form.append('files', new Blob(['x']), 'upload.txt');
      await send(`${server.url}${API_BASE_PATH}/fileSharing/uploadFiles`, {
        method: 'POST',
        headers: { Auth: owner },
        body: form,
      });
    }

    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000 * 10 + 3 * 1_000);
    expect(refused / sent).toBeGreaterThan(0.9);
    expect(await otherRows()).toEqual(before);
  }, 1_200_000);
});
