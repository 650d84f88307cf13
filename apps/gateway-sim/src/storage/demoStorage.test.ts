import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startGatewayStorage, type GatewayStorage } from './gatewayStorage';

const DEVICE = 'DRA-100001';
const DRIVE = `${DEVICE}-USB1`;

let base: string;
const started: GatewayStorage[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((storage) => storage.close()));
  await rm(base, { recursive: true, force: true });
});

async function start(demoContent: boolean) {
  const storage = await startGatewayStorage({
    deviceId: DEVICE,
    storageDir: base,
    externalDrives: 1,
    apiUrl: 'http://127.0.0.1:9',
    dashboardOrigin: 'http://dashboard.test',
    demoContent,
  });
  started.push(storage);
  return storage;
}

const names = async (storage: GatewayStorage, folder: string) =>
  (await storage.disk.list(folder)).map((entry) => `${entry.type === 'directory' ? 'd' : 'f'} ${entry.name}`);

describe('demo storage of a simulated gateway', () => {
  it('starts its internal storage and its external drive with folders and real files', async () => {
    base = await mkdtemp(path.join(tmpdir(), 'drisk-demo-storage-'));
    const storage = await start(true);
    expect(await names(storage, `/dRisk/${DEVICE}`)).toEqual(['d Camera', 'd Documents', 'd Downloads']);
    expect(await names(storage, `/dRisk/${DEVICE}/Camera`)).toEqual(['f Front door.png', 'f Garden.png']);
    expect(await names(storage, `/dRisk/${DRIVE}`)).toEqual(['d Archive', 'd Media']);
    const manual = await readFile(path.join(base, DEVICE, 'Documents', 'Gateway manual.pdf'));
    expect(manual.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const photo = await readFile(path.join(base, DRIVE, 'Media', 'Site survey.png'));
    expect(photo.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Dated a while back, as files a gateway has held for some time.
    const [front] = await storage.disk.list(`/dRisk/${DEVICE}/Camera`);
    expect(Date.now() - Date.parse(front.lastmod)).toBeGreaterThan(24 * 3_600_000);
    const [drive] = (await storage.report()).external_drive;
    expect(drive.used).toBeGreaterThan(0);
  });

  it('fills only storages created now: a restart keeps what the users made of them', async () => {
    base = await mkdtemp(path.join(tmpdir(), 'drisk-demo-storage-'));
    const first = await start(true);
    await first.disk.remove([`/dRisk/${DEVICE}/Camera`]);
    await first.close();
    started.length = 0;
    const again = await start(true);
    expect(await names(again, `/dRisk/${DEVICE}`)).toEqual(['d Documents', 'd Downloads']);
  });

  it('leaves storages empty without demoContent', async () => {
    base = await mkdtemp(path.join(tmpdir(), 'drisk-demo-storage-'));
    const storage = await start(false);
    expect(await names(storage, `/dRisk/${DEVICE}`)).toEqual([]);
  });
});
