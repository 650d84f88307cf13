import { WEEK_DAYS, type ParentalSettings } from '@drisk/contract';
import { fieldError } from '../deviceData/fieldError';

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The server's rules on access controls beyond the schema: day_rule names days of WEEK_DAYS (any case,
 * stored Monday first, once each); one schedule mode at most; start and end time together or not at all;
 * keywords trimmed, repeats (ignoring case) dropped. Throws a 400 naming the field.
 */
export function normaliseParentalSettings(input: ParentalSettings): ParentalSettings {
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
  const seen = new Set<string>();
  const keywords = splitList(input.keyword).filter((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    ...input,
    day_rule: WEEK_DAYS.filter((day) => days.includes(day)).join(','),
    keyword: keywords.join(','),
  };
}
