import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { landscapePng, pdfDocument } from '@drisk/demo-files';
import type { Mount } from './deviceDisk';

const DAY = 24 * 3_600_000;

interface DemoFile {
  /** Below the mount's root, folders included. */
  path: string;
  daysAgo: number;
  bytes: (deviceId: string) => Buffer;
}

/** What a gateway's internal storage holds when it first starts: camera stills, a manual, downloads. */
const INTERNAL: readonly DemoFile[] = [
  { path: 'Camera/Front door.png', daysAgo: 2, bytes: () => landscapePng(256, 160, 4) },
  { path: 'Camera/Garden.png', daysAgo: 6, bytes: () => landscapePng(256, 160, 5) },
  {
    path: 'Documents/Gateway manual.pdf',
    daysAgo: 90,
    bytes: (deviceId) =>
      pdfDocument(`dRisk gateway ${deviceId}: quick guide`, [
        'Internal storage: 32 GB. External drives: USB, up to two.',
        'Files here are shared with the dashboard over the local network.',
        'Hold the power button for 10 seconds to restart the gateway.',
      ]),
  },
  {
    path: 'Downloads/firmware-notes.txt',
    daysAgo: 14,
    bytes: () =>
      Buffer.from('Firmware 3.2.1\n- Faster scans of cameras\n- Ghost mode keeps the signal level\n'),
  },
];

/** What the external drive plugged into the first gateway holds: archives and media from a site visit. */
const EXTERNAL: readonly DemoFile[] = [
  {
    path: 'Archive/Service agreement.pdf',
    daysAgo: 120,
    bytes: () =>
      pdfDocument('Service agreement', [
        'Monitoring of the office network, 24/7.',
        'Response to a critical finding within 4 hours.',
      ]),
  },
  {
    path: 'Archive/Router config 2024.txt',
    daysAgo: 200,
    bytes: () =>
      Buffer.from('hostname office-router\ninterface lan0 192.168.8.1/24\nfirewall default deny\n'),
  },
  { path: 'Media/Site survey.png', daysAgo: 30, bytes: () => landscapePng(320, 200, 6) },
];

/**
 * Fills a storage that was just created with the demo folders and files, dated a while back, so the
 * gateway browsers have content on a first start. Called only for new mounts: later starts keep what the
 * users made of it.
 */
export async function fillDemoStorage(mount: Mount, deviceId: string, internal: boolean, now = Date.now()) {
  for (const file of internal ? INTERNAL : EXTERNAL) {
    const target = path.join(mount.dir, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes(deviceId));
    const when = new Date(now - file.daysAgo * DAY);
    await utimes(target, when, when);
  }
}
