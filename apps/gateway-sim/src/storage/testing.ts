import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeviceDisk, type Mount } from './deviceDisk';
import { startLocalFileServer, type LocalFileServer } from './localFileServer';

export const TEST_DEVICE = 'DRA-100001';
export const TEST_DRIVE = 'DRA-100001-USB1';
export const TEST_TOKEN = 'token-of-a-mapped-user';
export const TEST_ORIGIN = 'http://dashboard.test';

/** A file server on a fresh temporary tree: internal storage with a few files, one external drive. */
export async function startTestFileServer(capacity = 10 * 1024 * 1024) {
  const base = await mkdtemp(path.join(tmpdir(), 'drisk-gateway-'));
  const mounts: Mount[] = [
    { id: TEST_DEVICE, name: 'Internal storage', capacity, dir: path.join(base, TEST_DEVICE) },
    { id: TEST_DRIVE, name: 'USB drive', capacity, dir: path.join(base, TEST_DRIVE) },
  ];
  const disk = new DeviceDisk(mounts);
  await disk.prepare();
  await mkdir(path.join(mounts[0].dir, 'Photos', '2024'), { recursive: true });
  await writeFile(path.join(mounts[0].dir, 'Photos', 'beach.jpg'), 'beach-bytes');
  await writeFile(path.join(mounts[0].dir, 'Photos', '2024', 'party.jpg'), 'party-bytes');
  await writeFile(path.join(mounts[0].dir, 'notes.txt'), 'hello');
  const server: LocalFileServer = await startLocalFileServer({
    deviceId: TEST_DEVICE,
    disk,
    allowedOrigin: TEST_ORIGIN,
    checkToken: async (token, deviceId) => token === TEST_TOKEN && deviceId === TEST_DEVICE,
  });
  return {
    base,
    mounts,
    disk,
    server,
    /** POST a JSON call with the token; the parsed envelope and status. */
    async call(route: string, body: unknown, token = TEST_TOKEN) {
      const reply = await fetch(`${server.url}/${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Auth: token },
        body: JSON.stringify(body),
      });
      return { status: reply.status, ...((await reply.json()) as { message: string; result: unknown }) };
    },
    async stop() {
      await server.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}
