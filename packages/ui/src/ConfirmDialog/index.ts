export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { confirmDialogClasses, getConfirmDialogUtilityClass } from './confirmDialogClasses';
export type { ConfirmDialogClasses, ConfirmDialogClassKey } from './confirmDialogClasses';
