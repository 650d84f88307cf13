export { MessageDialog } from './MessageDialog';
export type { MessageDialogProps } from './MessageDialog';
