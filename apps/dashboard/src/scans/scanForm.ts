import type { IotDevice, ScanConfig, ScanTarget } from '@drisk/contract';
import { VALIDATION } from '@drisk/contract/client';
import { defaultRecurrence, isRecurrenceValid, type RecurrenceValue } from '@drisk/ui';

/** The create and update forms of a scan: targets, Scan Details and Create Schedule. */
export interface ScanFormValue {
  targets: ScanTarget[];
  scanName: string;
  scanConfig: ScanConfig;
  recurrence: RecurrenceValue;
}

/** After a scan is created the form starts over (spec 2 §4: empty name, full_and_fast, daily, 1, quick_scan, Monday). */
export const emptyScanForm = (now: number): ScanFormValue => ({
  targets: [],
  scanName: '',
  scanConfig: 'full_and_fast',
  recurrence: defaultRecurrence(now),
});

/** How an endpoint is told apart in the picker: its MAC, else its address. */
export const targetKey = (target: Pick<ScanTarget, 'ip_address' | 'mac_address'>) =>
  target.mac_address || target.ip_address;

export const toTarget = (device: IotDevice): ScanTarget => ({
  name: device.name,
  ip_address: device.ip_address,
  mac_address: device.mac_address,
});

/**
 * The first reason the form cannot be sent, as the spec words it (spec 2 §5), or null. A schedule's own
 * problems are shown beside its fields, so they are reported as '' (nothing more to say).
 */
export function scanFormProblem(form: ScanFormValue, timeZone: string, now: number): string | null {
  if (form.targets.length === 0) return VALIDATION.selectDeviceForScan;
  if (form.scanName.trim() === '') return VALIDATION.scanNameEmpty;
  if (!isRecurrenceValid(form.recurrence, timeZone, now)) return '';
  return null;
}
