export { ThreatAlertsDialog, formatAlertTime } from './ThreatAlertsDialog';
export type { ThreatAlertsDialogProps } from './ThreatAlertsDialog';
