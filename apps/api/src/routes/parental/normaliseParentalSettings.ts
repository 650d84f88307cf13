import {
  ACCESS_WINDOWS_TEXT,
  EXTRA_WINDOWS_FIELD,
  WEEK_DAYS,
  normaliseAccessWindows,
  parentalFieldsOfWindows,
  windowsOfParental,
  type ParentalSettings,
} from '@drisk/contract';
import { fieldError } from '../deviceData/fieldError';

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The server's rules on access controls beyond the schema: day_rule names days of WEEK_DAYS (any case,
 * stored Monday first, once each); one schedule mode at most; start and end time together or not at all;
 * extra windows only beside a first window, each checked and all merged by normaliseAccessWindows (the
 * first window stays in the spec's fields); keywords trimmed, repeats (ignoring case) dropped. Throws a 400
 * naming the field.
 */
export function normaliseParentalSettings(input: ParentalSettings): {
  rules: ParentalSettings;
  mergedWindows: boolean;
} {
  const days = splitList(input.day_rule).map((day) => {
    const known = WEEK_DAYS.find((name) => name.toLowerCase() === day.toLowerCase());
    if (!known) throw fieldError('day_rule', `'${day.slice(0, 20)}' is not a day; use Monday to Sunday`);
    return known;
  });
  if (input.active_schedule_time === 1 && input.inactive_schedule_time === 1) {
    throw fieldError('inactive_schedule_time', 'choose active or inactive at the schedule time, not both');
  }
  if (Boolean(input.start_time) !== Boolean(input.end_time)) {
    const missing = input.start_time ? 'end_time' : 'start_time';
    throw fieldError(missing, 'start and end time go together');
  }
  if (!input.start_time && input.extra_windows.length > 0) {
    throw fieldError(EXTRA_WINDOWS_FIELD, ACCESS_WINDOWS_TEXT.needsFirstWindow);
  }
  const dayRule = WEEK_DAYS.filter((day) => days.includes(day)).join(',');
  const check = normaliseAccessWindows(windowsOfParental({ ...input, day_rule: dayRule }));
  if (!check.ok) {
    // Window 0 is the spec's fields, checked above; the others are extra_windows from index 0.
    const field =
      check.field === 'windows'
        ? EXTRA_WINDOWS_FIELD
        : `${EXTRA_WINDOWS_FIELD}.${check.index - 1}.${check.field}`;
    throw fieldError(field, check.message);
  }
  const seen = new Set<string>();
  const keywords = splitList(input.keyword).filter((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Without windows the spec's fields stay as sent (days without times hold all day on those days).
  const schedule =
    check.windows.length > 0
      ? parentalFieldsOfWindows(check.windows)
      : { day_rule: dayRule, start_time: input.start_time, end_time: input.end_time, extra_windows: [] };
  // No days means every day: a first window on every day keeps the day_rule it was sent with.
  if (!dayRule && schedule.day_rule === WEEK_DAYS.join(',')) schedule.day_rule = '';
  return {
    rules: { ...input, ...schedule, keyword: keywords.join(',') },
    mergedWindows: check.merged,
  };
}
