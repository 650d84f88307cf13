export { DurationDialog } from './DurationDialog';
export type { DurationDialogProps } from './DurationDialog';
export { durationDialogClasses, getDurationDialogUtilityClass } from './durationDialogClasses';
export type { DurationDialogClasses, DurationDialogClassKey } from './durationDialogClasses';
