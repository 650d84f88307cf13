import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issuesOf';
import { createScanRequest, scanReportRequest, scanSchedule, updateScanRequest } from './scan';

const HOUR = 3_600_000;
const from = Date.UTC(2025, 0, 6, 9);
const pattern = (change: object) => ({
  type: 'daily',
  interval: 1,
  days_of_week: [],
  days_of_month: [],
  months_of_year: [],
  ...change,
});
const quickScan = {
  scan_config: 'full_and_fast',
  scan_name: 'Weekly office sweep',
  device_id: 'DRA-100001',
  devices: [{ name: 'Printer', ip_address: '192.168.1.20', mac_address: 'AA:BB:CC:DD:EE:01' }],
  schedule: { run_from: from, run_until: from, recurrence: { pattern: pattern({ type: 'once' }) } },
};

describe('createScanRequest (spec 2 §5)', () => {
  it('accepts a quick scan (recurrence once)', () => {
    expect(createScanRequest.parse(quickScan).scan_name).toBe('Weekly office sweep');
  });

  it("says 'Scan name can not be empty' for a blank or missing name", () => {
    expect(issuesOf(createScanRequest, { ...quickScan, scan_name: '   ' })).toEqual({
      scan_name: 'Scan name can not be empty',
    });
    const { scan_name: _omitted, ...withoutName } = quickScan;
    expect(issuesOf(createScanRequest, withoutName)).toEqual({ scan_name: 'Scan name can not be empty' });
  });

  it("says 'Select Device for scan' without a device", () => {
    expect(issuesOf(createScanRequest, { ...quickScan, devices: [] })).toEqual({
      devices: 'Select Device for scan',
    });
    const { devices: _omitted, ...withoutDevices } = quickScan;
    expect(issuesOf(createScanRequest, withoutDevices)).toEqual({ devices: 'Select Device for scan' });
  });

  it('takes only the three scan configurations', () => {
    expect(issuesOf(createScanRequest, { ...quickScan, scan_config: 'deep' })).toEqual({
      scan_config: 'must be full_and_fast, discovery or base',
    });
  });

  it('requires unique_id to update', () => {
    expect(Object.keys(issuesOf(updateScanRequest, quickScan))).toEqual(['unique_id']);
    expect(updateScanRequest.safeParse({ ...quickScan, unique_id: 'scan-1' }).success).toBe(true);
  });
});

describe('scanSchedule (spec 2 §3)', () => {
  const schedule = (change: object, range = { run_from: from, run_until: from + 30 * 24 * HOUR }) => ({
    ...range,
    recurrence: { pattern: pattern(change) },
  });

  it('refuses an end before the start', () => {
    expect(issuesOf(scanSchedule, schedule({}, { run_from: from, run_until: from - 1 }))).toEqual({
      run_until: 'End date cannot be before start date',
    });
  });

  it('wants epoch milliseconds', () => {
    expect(
      issuesOf(scanSchedule, schedule({}, { run_from: '01/06/2025' as never, run_until: from })),
    ).toEqual({
      run_from: 'must be a time in epoch milliseconds',
    });
  });

  it('takes every_weekday as weekly Monday to Friday, and wants a day for weekly', () => {
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day }));
    expect(scanSchedule.safeParse(schedule({ type: 'weekly', days_of_week: weekdays })).success).toBe(true);
    expect(issuesOf(scanSchedule, schedule({ type: 'weekly' }))).toEqual({
      'recurrence.pattern.days_of_week': 'must name a day for a weekly scan',
    });
  });

  it("takes monthly 'on day' and 'on the' (occurrence plus weekday), and neither is refused", () => {
    expect(scanSchedule.safeParse(schedule({ type: 'monthly', days_of_month: [1] })).success).toBe(true);
    expect(
      scanSchedule.safeParse(schedule({ type: 'monthly', days_of_week: [{ day: 'friday', occurrence: -1 }] }))
        .success,
    ).toBe(true);
    expect(Object.keys(issuesOf(scanSchedule, schedule({ type: 'monthly' })))).toEqual([
      'recurrence.pattern.days_of_month',
    ]);
  });

  it('wants a month for yearly', () => {
    expect(
      scanSchedule.safeParse(schedule({ type: 'yearly', days_of_month: [15], months_of_year: ['january'] }))
        .success,
    ).toBe(true);
    expect(Object.keys(issuesOf(scanSchedule, schedule({ type: 'yearly', days_of_month: [15] })))).toEqual([
      'recurrence.pattern.months_of_year',
    ]);
  });

  it('refuses capitalised days, unknown occurrences, day 32 and repeat-every 0', () => {
    expect(issuesOf(scanSchedule, schedule({ type: 'weekly', days_of_week: [{ day: 'Monday' }] }))).toEqual({
      'recurrence.pattern.days_of_week.0.day': 'must be a week day in lower case, e.g. monday',
    });
    expect(
      issuesOf(scanSchedule, schedule({ type: 'monthly', days_of_week: [{ day: 'monday', occurrence: 5 }] })),
    ).toMatchObject({ 'recurrence.pattern.days_of_week.0.occurrence': 'must be 1, 2, 3, 4 or -1 (last)' });
    expect(issuesOf(scanSchedule, schedule({ type: 'monthly', days_of_month: [32] }))).toEqual({
      'recurrence.pattern.days_of_month.0': 'must be 1 to 31',
    });
    expect(issuesOf(scanSchedule, schedule({ interval: 0 }))).toEqual({
      'recurrence.pattern.interval': 'must be 1 or more',
    });
  });

  it("reads repeat-every as sent by a number input ('2')", () => {
    expect(scanSchedule.parse(schedule({ interval: '2' })).recurrence.pattern.interval).toBe(2);
  });
});

describe('scanReportRequest', () => {
  it('takes unique_id (list screen) or task_id (update screen), and needs one', () => {
    expect(scanReportRequest.safeParse({ unique_id: 'scan-1' }).success).toBe(true);
    expect(scanReportRequest.safeParse({ task_id: 'task-9' }).success).toBe(true);
    expect(issuesOf(scanReportRequest, {})).toEqual({ unique_id: 'unique_id or task_id is required' });
  });
});
