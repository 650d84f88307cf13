export { ConnectionIndicator, CONNECTION_STATE_LABELS } from './ConnectionIndicator';
export type { ConnectionIndicatorProps, ConnectionIndicatorState } from './ConnectionIndicator';
export { connectionIndicatorClasses, getConnectionIndicatorUtilityClass } from './connectionIndicatorClasses';
export type { ConnectionIndicatorClasses, ConnectionIndicatorClassKey } from './connectionIndicatorClasses';
