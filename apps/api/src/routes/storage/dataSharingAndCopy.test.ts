import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH, PATH_REFUSAL, STORAGE_MESSAGES, UI_TEXT } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema';
import { getTestServer, type TestServer } from '../../test/testServer';

const ALPHA = 'DRA-100001';
const BETA = 'DRB-100002';
const root = `/dRisk/${ALPHA}`;
const drive = {
  device_name: 'USB drive 1',
  device_id: `${ALPHA}-USB1`,
  total: 64e9,
  used: 1e6,
  available: 64e9 - 1e6,
};

/**
 * The gateway's file server is another process (apps/gateway-sim, tested there); here a stand-in answers
 * downloadFiles and uploadFiles and records what the api sent, with which token.
 */
interface Received {
  route: string;
  token: string | undefined;
  body: string;
}
let gateway: Server;
let gatewayUrl: string;
const received: Received[] = [];

let server: TestServer;
let owner: string;
let guest: string;
let solo: string;
beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const route = decodeURIComponent(request.url ?? '');
      received.push({
        route,
        token: request.headers.auth as string | undefined,
        body: Buffer.concat(chunks).toString(),
      });
      if (route.startsWith('/downloadFiles/') && route.includes('missing.txt')) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 404, message: STORAGE_MESSAGES.notFound, result: null }));
      } else if (route.startsWith('/downloadFiles/')) {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end('bytes from the gateway');
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 200, message: STORAGE_MESSAGES.uploaded, result: {} }));
      }
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
  guest = await server.login('guest@example.com', 'Guest#12345');
  solo = await server.login('solo@example.com', 'Solo#12345');
  await server.db
    .update(devices)
    .set({ storageQuotaBytes: 1_000_000, localFileServer: gatewayUrl, externalDrives: [drive] })
    .where(eq(devices.deviceId, ALPHA));
});
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const share = (token: string, deviceId = ALPHA) =>
  server.call<
    {
      device_id: string;
      role_id: number;
      total: number;
      used: number;
      external_drive: unknown[];
      localStorageServer: string;
    }[]
  >('fileSharing/dataSharing', { body: { device_id: deviceId }, token });
const copy = (body: Record<string, unknown>, token = owner) =>
  server.call('fileSharing/copyToCloud', { body: { device_id: ALPHA, ...body }, token });

describe('fileSharing/dataSharing', () => {
  it("lists the caller's devices, the named one first, with storage, server address and the Owner's drives", async () => {
    const reply = await share(owner);
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((device) => device.device_id)).toEqual([ALPHA, BETA]);
    const [alpha] = reply.body.result;
    expect(alpha).toMatchObject({
      role_id: 3,
      total: 1_000_000,
      localStorageServer: gatewayUrl,
      external_drive: [drive],
    });
  });

  it('gives a Guest the device without its external drives', async () => {
    const reply = await share(guest);
    expect(reply.body.result).toHaveLength(1);
    expect(reply.body.result[0]).toMatchObject({ device_id: ALPHA, role_id: 2, external_drive: [] });
  });

  it('refuses a device the caller is not mapped to', async () => {
    expect((await share(solo, ALPHA)).status).toBe(403);
    expect((await share(owner, 'DRS-100003')).status).toBe(403);
  });
});

describe('fileSharing/copyToCloud', () => {
  it('copies a gateway file into the cloud with the caller’s own token, its bytes counted as used', async () => {
    const usedBefore = (await share(owner)).body.result[0].used;
    await server.call('fileSharing/createDirectory', {
      body: { device_id: ALPHA, path: `${root}/FromGateway` },
      token: owner,
    });
    const reply = await copy({
      module: 'copy_cloud',
      filename: `${root}/notes.txt`,
      desPath: `${root}/FromGateway`,
    });
    expect(reply.body.message).toBe(STORAGE_MESSAGES.copied);
    expect(received.at(-1)).toMatchObject({
      token: owner,
      route: `/downloadFiles/${JSON.stringify([`${root}/notes.txt`])}`,
    });
    const file = await fetch(
      `${server.url}${API_BASE_PATH}/fileSharing/downloadFiles/${encodeURIComponent(JSON.stringify([`${root}/FromGateway/notes.txt`]))}?device_id=${ALPHA}`,
      { headers: { Auth: owner } },
    );
    expect(await file.text()).toBe('bytes from the gateway');
    expect((await share(owner)).body.result[0].used).toBe(usedBefore + 'bytes from the gateway'.length);
  });

  it('copies a cloud file onto the external drive as a multipart upload', async () => {
    const reply = await copy({
      module: 'copy_drive',
      source: [`${root}/FromGateway/notes.txt`],
      dest: `/dRisk/${ALPHA}-USB1`,
    });
    expect(reply.body.message).toBe(STORAGE_MESSAGES.copied);
    const sent = received.at(-1)!;
    expect(sent.route).toBe('/uploadFiles');
    expect(sent.token).toBe(owner);
    expect(sent.body).toContain(`name="desPath"\r\n\r\n/dRisk/${ALPHA}-USB1\r\n`);
    expect(sent.body).toContain('filename="notes.txt"');
    expect(sent.body).toContain('bytes from the gateway');
  });

  it("passes the gateway's refusal on, and says when the gateway cannot be reached", async () => {
    const missing = await copy({ module: 'copy_cloud', filename: `${root}/missing.txt`, desPath: root });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(STORAGE_MESSAGES.notFound);

    await server.db
      .update(devices)
      .set({ localFileServer: 'http://127.0.0.1:9' })
      .where(eq(devices.deviceId, ALPHA));
    const offline = await copy({ module: 'copy_cloud', filename: `${root}/notes.txt`, desPath: root });
    expect(offline.body.message).toBe(UI_TEXT.deviceUnreachable);
    await server.db.update(devices).set({ localFileServer: gatewayUrl }).where(eq(devices.deviceId, ALPHA));
  });

  it('refuses paths outside the device, folders for copy_drive, and Guests, before calling the gateway', async () => {
    const before = received.length;
    const outside = await copy({ module: 'copy_cloud', filename: `/dRisk/${BETA}/notes.txt`, desPath: root });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(`filename: ${PATH_REFUSAL.outsideRoot}`);
    const climbing = await copy({
      module: 'copy_drive',
      filename: `${root}/FromGateway/notes.txt`,
      desPath: `${root}/../x`,
    });
    expect(climbing.status).toBe(400);
    const folder = await copy({
      module: 'copy_drive',
      filename: `${root}/FromGateway`,
      desPath: `/dRisk/${ALPHA}-USB1`,
    });
    expect(folder.status).toBe(400);
    const neither = await copy({ module: 'copy_cloud' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/^filename: /);
    expect(
      (await copy({ module: 'copy_cloud', filename: `${root}/notes.txt`, desPath: root }, guest)).status,
    ).toBe(403);
    expect(received.length).toBe(before);
  });
});
