export { BatteryIcon } from './BatteryIcon';
export type { BatteryIconProps } from './BatteryIcon';
export { batteryBand, batteryLabel, batteryShortLabel, BATTERY_LEVEL_BANDS } from './batteryBand';
export type { BatteryBand, BatteryLevelBand, BatteryValue } from './batteryBand';
export { batteryIconClasses, getBatteryIconUtilityClass } from './batteryIconClasses';
export type { BatteryIconClasses, BatteryIconClassKey } from './batteryIconClasses';
