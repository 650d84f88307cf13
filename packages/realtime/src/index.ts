// Connection manager (no React)
export { connectRealtime } from './connection/RealtimeConnection';
export { runMqttInWorker } from './connection/loadMqtt';
export type {
  MessageHandler,
  PasswordSource,
  RealtimeConnectOptions,
  RealtimeConnection,
  SubscribeOptions,
  WakeSources,
} from './connection/RealtimeConnection';
export { CONNECTION_STATES } from './connection/ConnectionState';
export type { ConnectionState } from './connection/ConnectionState';
export type { BackoffOptions } from './connection/reconnectDelay';
// The contract's topic matching, the one implementation, re-exported for existing imports.
export { topicMatches } from '@drisk/contract/client';

// Group chat over socket.io (no React)
export { CHAT_SOCKET_PATH, connectChat } from './chat/ChatConnection';
export type {
  ChatAck,
  ChatConnectOptions,
  ChatConnection,
  ChatEntry,
  ChatSnapshot,
  ChatSocket,
} from './chat/ChatConnection';

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
export { useChatRoom } from './react/useChatRoom';
export type { ChatRoom } from './react/useChatRoom';

// Testing
export { createFakeRealtimeConnection } from './testing/createFakeRealtimeConnection';
export type { FakeRealtimeConnection } from './testing/createFakeRealtimeConnection';
export { createFakeChatServer } from './testing/createFakeChatServer';
export type { FakeChatEmit, FakeChatServer, FakeChatServerOptions } from './testing/createFakeChatServer';
