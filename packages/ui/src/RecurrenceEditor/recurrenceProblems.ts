import { UI_TEXT, VALIDATION } from '@drisk/contract/client';
import { upcomingRuns, type RecurrenceValue } from './recurrenceValue';

/** Why a schedule cannot be saved, by field; empty when it can. */
export interface RecurrenceProblems {
  runUntil?: string;
  weekDays?: string;
}

/**
 * The checks the api makes too (it refuses an until before the from, and a schedule with no run left),
 * shown beside the field before sending. A quick scan has nothing to check.
 */
export function recurrenceProblems(
  value: RecurrenceValue,
  timeZone: string,
  now: number,
): RecurrenceProblems {
  if (value.scanType === 'quick_scan') return {};
  if (value.runUntil < value.runFrom) return { runUntil: VALIDATION.endBeforeStart };
  if (value.repeat === 'weekly' && value.weekDays.length === 0) return { weekDays: UI_TEXT.chooseWeekDay };
  if (upcomingRuns(value, timeZone, now, 1).length === 0) return { runUntil: UI_TEXT.noRunLeft };
  return {};
}

/** Whether the value can be saved. */
export const isRecurrenceValid = (value: RecurrenceValue, timeZone: string, now: number): boolean =>
  Object.keys(recurrenceProblems(value, timeZone, now)).length === 0;
