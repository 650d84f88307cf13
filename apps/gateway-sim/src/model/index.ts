export {
  GatewayModel,
  STEP_MS,
  type GatewayModelOptions,
  type SyncStatePayload,
  type UsageNetwork,
} from './gatewayModel';
export {
  handleCommand,
  type CommandHooks,
  type CommandOutcome,
  type HandledCommand,
  type ScanCommand,
} from './commands';
export { createManualClock, systemClock, type Clock, type ManualClock } from './clock';
export { createRandom, type Random } from './random';
export { DEMO_WIFI_PASSWORD, ENDPOINT_KINDS, KIND_PROFILES, type EndpointKind } from './catalogue';
export { dailyRhythm, localHour } from './dailyRhythm';
export { inferEndpointKind } from './endpointKind';
export type { Endpoint } from './endpoints';
