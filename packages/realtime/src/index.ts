// Connection manager (no React)
export { connectRealtime } from './connection/RealtimeConnection';
export type {
  MessageHandler,
  PasswordSource,
  RealtimeConnectOptions,
  RealtimeConnection,
  WakeSources,
} from './connection/RealtimeConnection';
export { CONNECTION_STATES } from './connection/ConnectionState';
export type { ConnectionState } from './connection/ConnectionState';
export type { BackoffOptions } from './connection/reconnectDelay';
export { topicMatches } from './connection/topicMatches';

// React
export { RealtimeProvider } from './react/RealtimeProvider';
export type { RealtimeProviderProps } from './react/RealtimeProvider';
export { useRealtimeConnection } from './react/RealtimeContext';
export { useConnectionState } from './react/useConnectionState';
export { useDeviceChannel } from './react/useDeviceChannel';
export type { DeviceChannel, LiveBattery } from './react/useDeviceChannel';
export { useUserChannel } from './react/useUserChannel';
export { useResync } from './react/useResync';
export { useRealtimeTopic } from './react/useRealtimeTopic';

// Testing
export { createFakeRealtimeConnection } from './testing/createFakeRealtimeConnection';
export type { FakeRealtimeConnection } from './testing/createFakeRealtimeConnection';
