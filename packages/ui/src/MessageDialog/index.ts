export { MessageDialog } from './MessageDialog';
export type { MessageDialogProps } from './MessageDialog';
export { messageDialogClasses, getMessageDialogUtilityClass } from './messageDialogClasses';
export type { MessageDialogClasses, MessageDialogClassKey } from './messageDialogClasses';
