import type { IotDevice, ScanDetails, ScanOverview, ScanRow, ScanSchedule } from '@drisk/contract';
import { ALPHA } from '../test/demoData';

export const LAPTOP: IotDevice = {
  name: 'Office laptop',
  ip_address: '192.168.1.20',
  mac_address: 'AA:BB:CC:00:00:20',
  isSelected: 'false',
};
export const CAMERA: IotDevice = {
  name: 'Door camera',
  ip_address: '192.168.1.30',
  mac_address: 'AA:BB:CC:00:00:30',
  isSelected: 'false',
};

/** Every Monday and Thursday at 02:00 UTC through 2030. */
export const WEEKLY: ScanSchedule = {
  run_from: Date.UTC(2026, 0, 5, 2, 0),
  run_until: Date.UTC(2030, 11, 31, 2, 0),
  time_zone: 'UTC',
  recurrence: {
    pattern: {
      type: 'weekly',
      interval: 1,
      days_of_week: [{ day: 'monday' }, { day: 'thursday' }],
      days_of_month: [],
      months_of_year: [],
    },
  },
};

export const NIGHTLY_SCAN: ScanRow = {
  unique_id: 'scan-nightly',
  scan_name: 'Nightly sweep',
  scan_config: 'full_and_fast',
  full_name: 'Olivia Owner',
  upcoming_scan: Date.UTC(2030, 0, 3, 2, 0),
  severity: '',
  status: 'Scheduled',
  reports: 2,
  created_date: '2026-01-04T10:00:00.000Z',
  task_id: 'task-2',
  devices: [{ name: LAPTOP.name, ip_address: LAPTOP.ip_address, mac_address: LAPTOP.mac_address }],
  device_id: ALPHA.device_id,
  schedule: WEEKLY,
};

export const overviewWith = (patch: Partial<ScanOverview> = {}): ScanOverview => ({
  auto_scan: [{ openvas_autoscan_flag: 1, openvas_autoscan_value: 'medium' }],
  reports: [NIGHTLY_SCAN],
  iot_devices: [LAPTOP, CAMERA],
  ...patch,
});

export const NIGHTLY_DETAILS: ScanDetails = {
  unique_id: NIGHTLY_SCAN.unique_id,
  device_id: ALPHA.device_id,
  devices: NIGHTLY_SCAN.devices,
  scan_name: NIGHTLY_SCAN.scan_name,
  scan_config: 'discovery',
  schedule: WEEKLY,
  reports: [
    {
      task_id: 'task-2',
      unique_id: NIGHTLY_SCAN.unique_id,
      created_date: '2026-11-19T02:00:00.000Z',
      severity: 'High',
      status: 'Done',
    },
    {
      task_id: 'task-1',
      unique_id: NIGHTLY_SCAN.unique_id,
      created_date: '2026-11-16T02:00:00.000Z',
      severity: 'Low',
      status: 'Done',
    },
  ],
};
