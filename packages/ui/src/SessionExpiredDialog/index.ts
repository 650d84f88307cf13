export { SessionExpiredDialog } from './SessionExpiredDialog';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';
export {
  sessionExpiredDialogClasses,
  getSessionExpiredDialogUtilityClass,
} from './sessionExpiredDialogClasses';
export type {
  SessionExpiredDialogClasses,
  SessionExpiredDialogClassKey,
} from './sessionExpiredDialogClasses';
