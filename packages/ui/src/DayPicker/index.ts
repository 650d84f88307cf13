export { DayPicker, normalizeWeekDays } from './DayPicker';
export type { DayPickerProps, WeekDay } from './DayPicker';
