import type { FileBrowserEntry } from './fileBrowserTypes';

/** Entries for stories and tests: a few folders and files of a device's cloud root. */
export const SAMPLE_ROOT = '/dRisk/DRISK-ALPHA';

export const sampleEntries: FileBrowserEntry[] = [
  {
    type: 'directory',
    name: 'Documents',
    path: `${SAMPLE_ROOT}/Documents`,
    lastmod: '2026-11-20T09:30:00Z',
    size: 0,
  },
  {
    type: 'directory',
    name: 'Photos',
    path: `${SAMPLE_ROOT}/Photos`,
    lastmod: '2026-11-18T16:05:00Z',
    size: 0,
  },
  {
    type: 'file',
    name: 'network-report.pdf',
    path: `${SAMPLE_ROOT}/network-report.pdf`,
    lastmod: '2026-11-21T11:12:00Z',
    size: 2_481_152,
  },
  {
    type: 'file',
    name: 'notes.txt',
    path: `${SAMPLE_ROOT}/notes.txt`,
    lastmod: '2026-11-22T08:00:00Z',
    size: 812,
  },
  {
    type: 'file',
    name: 'a-very-long-file-name-that-must-not-push-the-page-sideways-on-a-phone.mp4',
    path: `${SAMPLE_ROOT}/long.mp4`,
    lastmod: '2026-11-01T00:00:00Z',
    size: 1_523_000_000,
  },
];

/** `count` files, for the windowing of very large folders. */
export function manyEntries(count: number): FileBrowserEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'file' as const,
    name: `file-${String(index).padStart(6, '0')}.log`,
    path: `${SAMPLE_ROOT}/file-${String(index).padStart(6, '0')}.log`,
    lastmod: '2026-11-20T09:30:00Z',
    size: 1000 + index,
  }));
}
