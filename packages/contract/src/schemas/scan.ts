import { z } from 'zod';
import {
  MONTHS,
  QUARANTINE_VALUES,
  RECURRENCE_DAYS,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_TYPES,
  SCAN_CONFIGS,
  SCAN_NAME_MAX_LENGTH,
  SCAN_SEVERITIES,
  WEEK_OCCURRENCES,
} from '../constants';
import { VALIDATION } from '../messages';
import { isValidTimeZone } from '../recurrence/zonedTime';
import { deviceId, epochMs, flag, valuesOf } from './common';
import { iotDevice } from './settings';

/** Vulnerability scans (spec 2 §2 Vulnerability Scanning, §3 Scan and Schedule, §7). */

export const scanConfig = z.enum(valuesOf(SCAN_CONFIGS), {
  error: 'must be full_and_fast, discovery or base',
});
export type ScanConfig = z.infer<typeof scanConfig>;

/** An entry of days_of_week: a day, plus its occurrence in the month for the 'on the' mode of monthly/yearly. */
export const recurrenceDay = z.object({
  day: z.enum(RECURRENCE_DAYS, { error: 'must be a week day in lower case, e.g. monday' }),
  occurrence: z.literal(valuesOf(WEEK_OCCURRENCES), { error: 'must be 1, 2, 3, 4 or -1 (last)' }).optional(),
});
export type RecurrenceDay = z.infer<typeof recurrenceDay>;

export const recurrencePattern = z
  .object({
    type: z.enum(RECURRENCE_TYPES, { error: 'must be once, daily, weekly, monthly or yearly' }),
    interval: z.coerce
      .number()
      .int()
      .min(1, { error: 'must be 1 or more' })
      .max(RECURRENCE_INTERVAL_MAX, { error: `must be at most ${RECURRENCE_INTERVAL_MAX}` }),
    days_of_week: z
      .array(recurrenceDay)
      .max(7 * 5)
      .default([]),
    days_of_month: z
      .array(z.number().int().min(1, { error: 'must be 1 to 31' }).max(31, { error: 'must be 1 to 31' }))
      .max(31)
      .default([]),
    months_of_year: z
      .array(z.enum(MONTHS, { error: 'must be a month in lower case' }))
      .max(12)
      .default([]),
  })
  .superRefine((pattern, ctx) => {
    if (pattern.type === 'weekly' && pattern.days_of_week.length === 0)
      ctx.addIssue({ code: 'custom', path: ['days_of_week'], message: 'must name a day for a weekly scan' });
    const onTheMode = pattern.days_of_week.some((d) => d.occurrence !== undefined);
    if (
      (pattern.type === 'monthly' || pattern.type === 'yearly') &&
      !onTheMode &&
      !pattern.days_of_month.length
    )
      ctx.addIssue({
        code: 'custom',
        path: ['days_of_month'],
        message: 'must name a day of the month, or days_of_week must give a day with its occurrence',
      });
    if (pattern.type === 'yearly' && pattern.months_of_year.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['months_of_year'],
        message: 'must name a month for a yearly scan',
      });
  });
export type RecurrencePattern = z.infer<typeof recurrencePattern>;

/** When a scan runs: from run_from to run_until (epoch ms) following the recurrence. */
export const scanSchedule = z
  .object({
    run_from: epochMs,
    run_until: epochMs,
    /** Our addition: the IANA zone whose calendar the recurrence follows (the creator's); UTC when absent. */
    time_zone: z
      .string()
      .max(64)
      .refine(isValidTimeZone, { error: 'must be an IANA time zone, e.g. Europe/Berlin' })
      .optional(),
    recurrence: z.object({ pattern: recurrencePattern }),
  })
  .refine((s) => s.run_until >= s.run_from, { path: ['run_until'], error: VALIDATION.endBeforeStart });
export type ScanSchedule = z.infer<typeof scanSchedule>;

/** A selected endpoint to scan, as the Paired IOT Devices dialog returns it. */
export const scanTarget = z.object({
  name: z.string().max(100),
  ip_address: z.string().trim().min(1, { error: 'is required' }).max(64),
  mac_address: z.string().max(32).optional(),
});
export type ScanTarget = z.infer<typeof scanTarget>;

const scanName = z
  .string({ error: VALIDATION.scanNameEmpty })
  .trim()
  .min(1, { error: VALIDATION.scanNameEmpty })
  .max(SCAN_NAME_MAX_LENGTH, { error: `must be at most ${SCAN_NAME_MAX_LENGTH} characters` });

const scanTargets = z
  .array(scanTarget, { error: VALIDATION.selectDeviceForScan })
  .min(1, { error: VALIDATION.selectDeviceForScan })
  .max(256);

export const createScanRequest = z.object({
  scan_config: scanConfig,
  scan_name: scanName,
  schedule: scanSchedule,
  devices: scanTargets,
  device_id: deviceId,
});
export type CreateScanRequest = z.infer<typeof createScanRequest>;

export const scanUniqueId = z.string().trim().min(1, { error: 'is required' }).max(64);

export const updateScanRequest = createScanRequest.extend({ unique_id: scanUniqueId });
export type UpdateScanRequest = z.infer<typeof updateScanRequest>;

/** DELETE user/deleteVulnerabilityScan/{id} (a scan's unique_id) and deleteVulnerabilityReport/{id} (a task_id). */
export const scanIdParams = z.object({ id: scanUniqueId });

/** A row of the 'Vulnerability Scans' table. */
export const scanRow = z.object({
  unique_id: z.string(),
  scan_name: z.string(),
  scan_config: scanConfig,
  /** The user who created the scan. */
  full_name: z.string(),
  /** Next run as epoch ms, null when no run is due. */
  upcoming_scan: z.number().nullable(),
  severity: z.string(),
  status: z.string(),
  /** Number of reports of the scan. */
  reports: z.number().int(),
  created_date: z.string(),
  /** Task of the latest report, null before the first run. */
  task_id: z.string().nullable(),
  devices: z.array(scanTarget),
  device_id: z.string(),
  schedule: scanSchedule,
});
export type ScanRow = z.infer<typeof scanRow>;

export const autoScanSetting = z.object({
  openvas_autoscan_flag: flag,
  openvas_autoscan_value: z.enum(QUARANTINE_VALUES),
});

/** POST user/getVulnerabilityScanning: result.auto_scan[0], result.reports, result.iot_devices. */
export const scanOverviewResult = z.object({
  auto_scan: z.array(autoScanSetting),
  reports: z.array(scanRow),
  iot_devices: z.array(iotDevice),
});
export type ScanOverview = z.infer<typeof scanOverviewResult>;

/** One run of a scan, in the 'Scan Reports' table of the update screen. */
export const scanReport = z.object({
  task_id: z.string(),
  unique_id: z.string(),
  created_date: z.string(),
  severity: z.string(),
  status: z.string(),
});
export type ScanReport = z.infer<typeof scanReport>;

/** GET user/getScanDetails/{id}: result with devices, scan_name, scan_config, reports, schedule. */
export const scanDetailsResult = z.object({
  unique_id: z.string(),
  device_id: z.string(),
  devices: z.array(scanTarget),
  scan_name: z.string(),
  scan_config: scanConfig,
  reports: z.array(scanReport),
  schedule: scanSchedule,
});
export type ScanDetails = z.infer<typeof scanDetailsResult>;

/** POST user/getScanReport: unique_id from the list screen, or task_id from the update screen. */
export const scanReportRequest = z
  .object({
    unique_id: scanUniqueId.optional(),
    task_id: scanUniqueId.optional(),
    /** Our addition: the readable page (default) or the PDF to download. */
    format: z.enum(['html', 'pdf'], { error: 'must be html or pdf' }).default('html'),
  })
  .refine((body) => body.unique_id !== undefined || body.task_id !== undefined, {
    path: ['unique_id'],
    error: 'unique_id or task_id is required',
  });
export type ScanReportRequest = z.infer<typeof scanReportRequest>;
export const scanReportResult = z.object({ url: z.string() });

/** One weakness a scan found on an endpoint (stored with the run's report, shown in its HTML and PDF). */
export const scanFinding = z.object({
  name: z.string().max(200),
  /** CVE id (CVE-2023-38545) or weakness id (CWE-798). */
  ref: z.string().max(40),
  cvss_score: z.number().min(0).max(10),
  cvss_vector: z.string().max(120),
  severity: z.enum(SCAN_SEVERITIES),
  endpoint_ip: z.string().max(64),
  endpoint_name: z.string().max(100),
  port: z.number().int().min(0).max(65535),
  protocol: z.enum(['tcp', 'udp']),
  description: z.string().max(2000),
  remedy: z.string().max(2000),
});
export type ScanFinding = z.infer<typeof scanFinding>;
