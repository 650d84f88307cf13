export { RecoveryCodesPanel } from './RecoveryCodesPanel';
export type { RecoveryCodesPanelProps } from './RecoveryCodesPanel';
export { recoveryCodesPanelClasses, getRecoveryCodesPanelUtilityClass } from './recoveryCodesPanelClasses';
export type { RecoveryCodesPanelClasses, RecoveryCodesPanelClassKey } from './recoveryCodesPanelClasses';
