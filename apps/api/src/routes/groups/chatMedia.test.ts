import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import {
  API_BASE_PATH,
  CHAT_MEDIA_MAX_FILE_BYTES,
  MULTIPART_TEXT,
  SERVER,
  type ChatFile,
} from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMediaDir } from '../../chat/chatMediaFiles';
import { chatFiles, users } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';
import { signInDemoUsers } from '../../test/demoSessions';

const ALPHA = 'DRA-100001';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let owner: string;
let guest: string;
let admin: string;
let groupId: number;

beforeAll(async () => {
  server = await getTestServer();
  [owner, guest, admin] = await signInDemoUsers(server, 'owner', 'guest', 'admin');
  const [guestRow] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'guest@example.com'));
  const created = await server.call<{ group_id: number }>('cot/createGroup', {
    token: owner,
    body: { group_name: 'Media', device_id: ALPHA, data: [{ user_id: guestRow.id }] },
  });
  groupId = created.body.result.group_id;
});
afterAll(() => server?.close());

interface Upload {
  name: string;
  type: string;
  body: Buffer | string;
}

async function upload(token: string | null, group: number | string, files: Upload[], fieldsFirst = true) {
  const form = new FormData();
  const fields = () => {
    form.append('group_id', String(group));
    form.append('tinode_username', 'me');
  };
  if (fieldsFirst) fields();
  for (const file of files) form.append('files', new Blob([file.body], { type: file.type }), file.name);
  if (!fieldsFirst) fields();
  const response = await fetch(`${server.url}${API_BASE_PATH}/uploadMediaFile`, {
    method: 'POST',
    headers: token ? { Auth: token } : {},
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; result: ChatFile[] },
  };
}

const fetchFile = (token: string | null, url: string) =>
  fetch(`${server.url}${url}`, { headers: token ? { Auth: token } : {} });

describe('uploadMediaFile', () => {
  it('stores files and serves them to members only, images inline', async () => {
    const reply = await upload(owner, groupId, [{ name: 'dot.png', type: 'image/png', body: PNG }]);
    expect(reply.status, reply.body.message).toBe(200);
    const [file] = reply.body.result;
    expect(file.mimetype).toBe('image/png');
    expect(file.originalFileName).toBe('dot.png');
    expect(file.url).toMatch(new RegExp(`^${API_BASE_PATH}/chatMedia/${groupId}/[A-Za-z0-9_-]+$`));

    const asGuest = await fetchFile(guest, file.url);
    expect(asGuest.status).toBe(200);
    expect(asGuest.headers.get('content-type')).toBe('image/png');
    expect(asGuest.headers.get('content-disposition')).toMatch(/^inline; filename="dot.png"/);
    expect(asGuest.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await asGuest.arrayBuffer()).equals(PNG)).toBe(true);

    expect((await fetchFile(admin, file.url)).status).toBe(403);
    expect((await fetchFile(null, file.url)).status).toBe(401);
    const unknown = await fetchFile(owner, `${API_BASE_PATH}/chatMedia/${groupId}/${'a'.repeat(24)}`);
    expect(unknown.status).toBe(404);
  });

  it('serves SVG, HTML and scripts as attachments, with nosniff, and cleans the names', async () => {
    const reply = await upload(owner, groupId, [
      {
        name: 'x.svg',
        type: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      },
      { name: '../../<b>evil</b>.html', type: 'text/html', body: '<script>alert(1)</script>' },
      { name: 'run.js', type: 'text/javascript; charset=utf-8', body: 'alert(1)' },
    ]);
    expect(reply.status, reply.body.message).toBe(200);
    // The path is dropped (the last '/' is inside '</b>'); what remains is shown as text, never as HTML.
    expect(reply.body.result[1].originalFileName).toBe('b>.html');
    for (const file of reply.body.result) {
      const served = await fetchFile(guest, file.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(served.headers.get('content-type')).toBe('application/octet-stream');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses a file over the limit with a clear message and keeps nothing of it', async () => {
    const before = await readdir(chatMediaDir(server.config.dataDir, groupId));
    const reply = await upload(owner, groupId, [
      {
        name: 'big.bin',
        type: 'application/octet-stream',
        body: Buffer.alloc(CHAT_MEDIA_MAX_FILE_BYTES + 1),
      },
    ]);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('files: each file must be at most 25 MB');
    expect(await readdir(chatMediaDir(server.config.dataDir, groupId))).toEqual(before);
  });

  it('refuses non-members, unknown groups, missing files, fields after files and JSON bodies', async () => {
    const png = [{ name: 'dot.png', type: 'image/png', body: PNG }];
    const stranger = await upload(admin, groupId, png);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(SERVER.groupForbidden);
    expect((await upload(owner, 987654321, png)).status).toBe(403);
    expect((await upload(null, groupId, png)).status).toBe(401);
    const none = await upload(owner, groupId, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MULTIPART_TEXT.noFiles('files'));
    const late = await upload(owner, groupId, png, false);
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('group_id');
    const json = await server.call('uploadMediaFile', {
      token: owner,
      body: { group_id: groupId, tinode_username: 'me' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send the files as multipart/form-data');
    const tooMany = await upload(
      owner,
      groupId,
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, type: 'text/plain', body: 'x' })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('files: send at most 10 files at once');
  });

  it('deleting the group deletes its files', async () => {
    const reply = await upload(owner, groupId, [{ name: 'dot.png', type: 'image/png', body: PNG }]);
    const url = reply.body.result[0].url;
    const deleted = await server.call('cot/deleteGroup', {
      token: owner,
      body: { device_id: ALPHA, group_id: [groupId] },
    });
    expect(deleted.status).toBe(200);
    await expect(readdir(chatMediaDir(server.config.dataDir, groupId))).rejects.toThrow();
    expect((await fetchFile(owner, url)).status).toBe(403);
  });
});

describe('the demo chats', () => {
  it('have two groups on dRisk-Alpha with text, an image and a PDF that members can open', async () => {
    const details = await server.call<{ groupList: { group_id: number; group_name: string }[] }>(
      'cot/getGroupDetails',
      { token: guest, body: { device_id: ALPHA } },
    );
    const team = details.body.result.groupList.find((g) => g.group_name === 'Alpha team')!;
    expect(team).toBeDefined();
    const adminGroups = await server.call<{ groupList: { group_name: string }[] }>('cot/getGroupDetails', {
      token: admin,
      body: { device_id: ALPHA },
    });
    expect(adminGroups.body.result.groupList.map((g) => g.group_name)).toEqual(
      expect.arrayContaining(['Admins', 'Alpha team']),
    );
    const files = await server.db.select().from(chatFiles).where(eq(chatFiles.groupId, team.group_id));
    expect(files.map((f) => f.mimetype).sort()).toEqual(['application/pdf', 'image/png']);
    for (const file of files) {
      const served = await fetchFile(guest, `${API_BASE_PATH}/chatMedia/${team.group_id}/${file.storedName}`);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(file.sizeBytes);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(
        file.mimetype === 'image/png' ? '\u0089PNG' : '%PDF',
      );
    }
  });
});
