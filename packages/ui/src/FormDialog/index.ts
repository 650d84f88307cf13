export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { formDialogClasses, getFormDialogUtilityClass } from './formDialogClasses';
export type { FormDialogClasses, FormDialogClassKey } from './formDialogClasses';
