export { TimeRangePicker } from './TimeRangePicker';
export type { TimeRange, TimeRangePickerProps } from './TimeRangePicker';
export { formatWireTime, parseWireTime } from './dayjsWireTime';
export { timeRangePickerClasses, getTimeRangePickerUtilityClass } from './timeRangePickerClasses';
export type { TimeRangePickerClasses, TimeRangePickerClassKey } from './timeRangePickerClasses';
