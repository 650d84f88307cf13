export { StatusDot } from './StatusDot';
export type { StatusDotProps } from './StatusDot';
export { statusDotClasses, getStatusDotUtilityClass } from './statusDotClasses';
export type { StatusDotClasses, StatusDotClassKey } from './statusDotClasses';
