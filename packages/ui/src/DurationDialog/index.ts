export { DurationDialog } from './DurationDialog';
export type { DurationDialogProps } from './DurationDialog';
