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
export { recurrenceEditorClasses, getRecurrenceEditorUtilityClass } from './recurrenceEditorClasses';
export type { RecurrenceEditorClasses, RecurrenceEditorClassKey } from './recurrenceEditorClasses';
