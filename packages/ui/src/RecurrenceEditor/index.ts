export { RecurrenceEditor, browserTimeZone } from './RecurrenceEditor';
export type { RecurrenceEditorProps } from './RecurrenceEditor';
export {
  defaultRecurrence,
  fromSchedule,
  toSchedule,
  upcomingRuns,
  withRepeat,
  withRunFrom,
  withScanType,
} from './recurrenceValue';
export type { MonthDayMode, RecurrenceValue, ScanType, WeekOccurrence } from './recurrenceValue';
export { recurrenceProblems, isRecurrenceValid } from './recurrenceProblems';
export type { RecurrenceProblems } from './recurrenceProblems';
export { formatRunTime } from './formatRunTime';
