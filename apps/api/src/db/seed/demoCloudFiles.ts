import { Readable } from 'node:stream';
import { STORAGE_ROOT } from '@drisk/contract';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../../storage/blobStore';
import type { Queryable } from '../client';
import { files } from '../schema';
import { DEMO_DEVICES } from './demoAccounts';
import { landscapePng, pdfDocument } from '@drisk/demo-files';

const DAY = 24 * 3_600_000;

/** Blob keys of the demo files: fixed, so the bytes can be (re)written after the rows, as with uploads. */
const DEMO_KEY_PREFIX = 'demo-cloud-';

interface DemoFolder {
  kind: 'directory';
  /** Below the device's root. */
  path: string;
  daysAgo: number;
}
interface DemoFile {
  kind: 'file';
  path: string;
  daysAgo: number;
  mimeType: string;
  bytes: () => Buffer;
}
type DemoEntry = DemoFolder | DemoFile;

/** What each demo gateway keeps in the cloud: a few folders, a document, a photo and a text file. */
const DEMO_TREES: Record<string, readonly DemoEntry[]> = {
  'DRA-100001': [
    { kind: 'directory', path: 'Documents', daysAgo: 40 },
    {
      kind: 'file',
      path: 'Documents/Network handover.pdf',
      daysAgo: 12,
      mimeType: 'application/pdf',
      bytes: () =>
        pdfDocument('Network handover: dRisk-Alpha', [
          'Site: 1 Example Street, London.',
          'Guest network isolated from the office LAN; printers on the guest network.',
          'Protect mode on; Auto Block on; weekly base scan every Monday.',
          'Contact the owner before changing the Wi-Fi password.',
        ]),
    },
    {
      kind: 'file',
      path: 'Documents/Guest Wi-Fi.txt',
      daysAgo: 9,
      mimeType: 'text/plain',
      bytes: () =>
        Buffer.from(
          'Guest Wi-Fi at the London office\n\nNetwork: Acme-Guest\nThe password rotates every Friday; ask at reception.\n',
        ),
    },
    { kind: 'directory', path: 'Photos', daysAgo: 40 },
    {
      kind: 'file',
      path: 'Photos/Team offsite.png',
      daysAgo: 20,
      mimeType: 'image/png',
      bytes: () => landscapePng(320, 200, 1),
    },
    { kind: 'directory', path: 'Shared', daysAgo: 5 },
    {
      kind: 'file',
      path: 'Read me.txt',
      daysAgo: 40,
      mimeType: 'text/plain',
      bytes: () => Buffer.from('Cloud storage of dRisk-Alpha. Keep office documents in Documents.\n'),
    },
  ],
  'DRB-100002': [
    { kind: 'directory', path: 'Documents', daysAgo: 60 },
    {
      kind: 'file',
      path: 'Documents/Warehouse inventory.pdf',
      daysAgo: 3,
      mimeType: 'application/pdf',
      bytes: () =>
        pdfDocument('Warehouse inventory: dRisk-Beta', [
          'Site: 42 Warehouse Road, Manchester.',
          'Handheld scanners: 6. Cameras: 4. Label printers: 2.',
          'Next stock take: first Monday of the month.',
        ]),
    },
    { kind: 'directory', path: 'Photos', daysAgo: 60 },
    {
      kind: 'file',
      path: 'Photos/Loading bay.png',
      daysAgo: 15,
      mimeType: 'image/png',
      bytes: () => landscapePng(256, 160, 2),
    },
    {
      kind: 'file',
      path: 'Shift notes.txt',
      daysAgo: 1,
      mimeType: 'text/plain',
      bytes: () => Buffer.from('Night shift: camera 3 reconnected at 02:10. Nothing else to report.\n'),
    },
  ],
  'DRS-100003': [
    { kind: 'directory', path: 'Documents', daysAgo: 30 },
    {
      kind: 'file',
      path: 'Documents/Lease agreement.pdf',
      daysAgo: 30,
      mimeType: 'application/pdf',
      bytes: () =>
        pdfDocument('Lease agreement (summary)', [
          'Flat 2, 7 Garden Lane. Term: 12 months.',
          "Broadband and the home gateway are the tenant's.",
        ]),
    },
    { kind: 'directory', path: 'Photos', daysAgo: 30 },
    {
      kind: 'file',
      path: 'Photos/Holiday.png',
      daysAgo: 8,
      mimeType: 'image/png',
      bytes: () => landscapePng(256, 160, 3),
    },
    {
      kind: 'file',
      path: 'Shopping list.txt',
      daysAgo: 0,
      mimeType: 'text/plain',
      bytes: () => Buffer.from('Milk\nBread\nSpare batteries for the doorbell\n'),
    },
  ],
};

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Every demo file with its fixed key. */
function demoFiles() {
  return Object.entries(DEMO_TREES).flatMap(([deviceId, entries]) =>
    entries.flatMap((entry, index) =>
      entry.kind === 'file' ? [{ deviceId, entry, key: `${DEMO_KEY_PREFIX}${deviceId}-${index}` }] : [],
    ),
  );
}

/**
 * Demo cloud folders and files of each demo gateway, as rows of `files` exactly as the cloud storage
 * records an upload (path, parent, name, size, type, blob key, uploaded by the device's Owner). Runs in the
 * seed's transaction, on first start only; the bytes follow in writeDemoCloudFiles.
 */
export async function seedDemoCloudFiles(
  tx: Queryable,
  now: number,
  ownerOf: (deviceId: string) => number | null,
): Promise<void> {
  const keyOf = new Map(demoFiles().map(({ deviceId, entry, key }) => [`${deviceId} ${entry.path}`, key]));
  for (const device of DEMO_DEVICES) {
    const root = STORAGE_ROOT(device.deviceId);
    const rows = (DEMO_TREES[device.deviceId] ?? []).map((entry) => {
      const path = `${root}/${entry.path}`;
      const at = new Date(now - entry.daysAgo * DAY);
      return {
        deviceId: device.deviceId,
        path,
        parentPath: parentOf(path),
        name: nameOf(path),
        type: entry.kind,
        sizeBytes: entry.kind === 'file' ? entry.bytes().length : 0,
        mimeType: entry.kind === 'file' ? entry.mimeType : null,
        storageKey: entry.kind === 'file' ? keyOf.get(`${device.deviceId} ${entry.path}`)! : null,
        uploadedBy: ownerOf(device.deviceId),
        createdAt: at,
        updatedAt: at,
      };
    });
    if (rows.length > 0) await tx.insert(files).values(rows);
  }
}

/**
 * Puts the bytes of the demo files that rows still name into the configured store, where they are missing
 * (the seed writes only the database, which tests share across data directories and stores). Idempotent:
 * a later start finds them and writes nothing; a file the user deleted has no row and is not brought back.
 */
export async function writeDemoCloudFiles(db: Queryable, store: BlobStore): Promise<void> {
  const rows = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(sql`starts_with(${files.storageKey}, ${DEMO_KEY_PREFIX})`);
  const named = new Set(rows.map((row) => row.key));
  for (const { entry, key } of demoFiles()) {
    if (!named.has(key) || (await store.exists(key))) continue;
    const bytes = entry.bytes();
    await store.write(key, Readable.from([bytes]), bytes.length);
  }
}
