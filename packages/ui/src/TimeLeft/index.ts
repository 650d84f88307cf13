export { TimeLeft } from './TimeLeft';
export type { TimeLeftProps } from './TimeLeft';
export { formatTimeLeft } from './formatTimeLeft';
export { timeLeftClasses, getTimeLeftUtilityClass } from './timeLeftClasses';
export type { TimeLeftClasses, TimeLeftClassKey } from './timeLeftClasses';
