export { ConnectionIndicator, CONNECTION_STATE_LABELS } from './ConnectionIndicator';
export type { ConnectionIndicatorProps, ConnectionIndicatorState } from './ConnectionIndicator';
