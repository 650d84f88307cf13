export { ThreatAlertsDialog, formatAlertTime } from './ThreatAlertsDialog';
export type { ThreatAlertsDialogProps } from './ThreatAlertsDialog';
export { threatAlertsDialogClasses, getThreatAlertsDialogUtilityClass } from './threatAlertsDialogClasses';
export type { ThreatAlertsDialogClasses, ThreatAlertsDialogClassKey } from './threatAlertsDialogClasses';
