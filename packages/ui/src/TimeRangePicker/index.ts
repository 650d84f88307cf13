export { TimeRangePicker } from './TimeRangePicker';
export type { TimeRange, TimeRangePickerProps } from './TimeRangePicker';
export { formatWireTime, parseWireTime } from './dayjsWireTime';
