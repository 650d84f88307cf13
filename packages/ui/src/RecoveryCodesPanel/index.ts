export { RecoveryCodesPanel } from './RecoveryCodesPanel';
export type { RecoveryCodesPanelProps } from './RecoveryCodesPanel';
