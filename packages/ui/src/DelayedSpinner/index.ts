export { DelayedSpinner } from './DelayedSpinner';
export type { DelayedSpinnerProps } from './DelayedSpinner';
export { delayedSpinnerClasses, getDelayedSpinnerUtilityClass } from './delayedSpinnerClasses';
export type { DelayedSpinnerClasses, DelayedSpinnerClassKey } from './delayedSpinnerClasses';
