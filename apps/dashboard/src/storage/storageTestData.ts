import type { FileEntry, SharingDevice } from '@drisk/contract';

export const ROOT = '/dRisk/DRA-100001';

export const ALPHA_SHARING: SharingDevice = {
  device_name: 'dRisk-Alpha',
  device_id: 'DRA-100001',
  role_id: 3,
  total: 5_000_000_000,
  used: 1_250_000_000,
  status: 'Active',
  message: '',
  current_plan: 'Basic 10 GB',
  expire_date: '12/31/2026',
  localStorageServer: '',
  external_drive: [
    { device_name: 'USB drive 1', device_id: 'DRA-100001-USB1', total: 64e9, used: 32e9, available: 32e9 },
  ],
};

export const CLOUD_ENTRIES: FileEntry[] = [
  {
    type: 'directory',
    name: 'Photos',
    filename: `${ROOT}/Photos`,
    lastmod: 'Fri, 20 Nov 2026 09:30:00 GMT',
    size: 0,
  },
  {
    type: 'file',
    name: 'notes.txt',
    filename: `${ROOT}/notes.txt`,
    lastmod: 'Sat, 21 Nov 2026 10:00:00 GMT',
    size: 812,
  },
];
