export { DelayedSpinner } from './DelayedSpinner';
export type { DelayedSpinnerProps } from './DelayedSpinner';
