export { DayPicker, normalizeWeekDays } from './DayPicker';
export type { DayPickerProps, WeekDay } from './DayPicker';
export { dayPickerClasses, getDayPickerUtilityClass } from './dayPickerClasses';
export type { DayPickerClasses, DayPickerClassKey } from './dayPickerClasses';
