export { MoveCopyDialog, PICKER_LIST_HEIGHT } from './MoveCopyDialog';
export type { MoveCopyDialogProps, TransferMode } from './MoveCopyDialog';
export { moveCopyDialogClasses, getMoveCopyDialogUtilityClass } from './moveCopyDialogClasses';
export type { MoveCopyDialogClasses, MoveCopyDialogClassKey } from './moveCopyDialogClasses';
