import { describe, expect, it } from 'vitest';
import {
  MONTH_DAY_MODES,
  MONTHS,
  QUARANTINE_LABELS,
  REPEAT_OPTION_LABELS,
  SCAN_CONFIGS,
  SCAN_SEVERITIES,
  SCAN_STATUS,
  SCAN_TYPE_LABELS,
  SETTING_TOGGLES,
  WEEK_OCCURRENCES,
} from '../constants';
import { SCAN_TEXT } from './scans';
import { SETTINGS_TEXT } from './settings';
import { SHELL_TEXT } from './shell';
import { SWITCH_DEVICE_TEXT } from './switchDevice';
import { WIDGET_TEXT } from './widgets';

/*
 * The screens' text objects repeat, by value, labels the spec defines on its constants (so each language
 * can translate them); the English copies must stay the constants' words.
 */
describe("the screens' English labels agree with the constants they translate", () => {
  it('scan configurations, quarantine levels, severities and statuses', () => {
    expect(SCAN_TEXT.configs).toEqual(Object.fromEntries(SCAN_CONFIGS.map((c) => [c.value, c.label])));
    expect(SCAN_TEXT.quarantine).toEqual(QUARANTINE_LABELS);
    expect(SCAN_TEXT.severities).toEqual(Object.fromEntries(SCAN_SEVERITIES.map((s) => [s, s])));
    expect(SCAN_TEXT.statuses).toEqual(
      Object.fromEntries(Object.values(SCAN_STATUS).map((status) => [status, status])),
    );
  });

  it("settings' toggles and the device statuses", () => {
    expect(SETTINGS_TEXT.toggles).toEqual(Object.fromEntries(SETTING_TOGGLES.map((t) => [t.field, t.label])));
    expect(SWITCH_DEVICE_TEXT.status).toEqual(SHELL_TEXT.deviceStatus);
  });

  it("the RecurrenceEditor's choices", () => {
    const { recurrence } = WIDGET_TEXT;
    expect(recurrence.scanTypes).toEqual(SCAN_TYPE_LABELS);
    expect(recurrence.repeatOptions).toEqual(REPEAT_OPTION_LABELS);
    expect(recurrence.monthDayModes).toEqual(
      Object.fromEntries(MONTH_DAY_MODES.map((m) => [m.value, m.label])),
    );
    expect(recurrence.occurrences).toEqual(
      Object.fromEntries(WEEK_OCCURRENCES.map((o) => [String(o.value), o.label])),
    );
    expect(Object.keys(recurrence.months)).toEqual([...MONTHS]);
    for (const month of MONTHS) expect(recurrence.months[month].toLowerCase()).toBe(month);
  });
});
