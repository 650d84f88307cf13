export { MoveCopyDialog, PICKER_LIST_HEIGHT } from './MoveCopyDialog';
export type { MoveCopyDialogProps, TransferMode } from './MoveCopyDialog';
