import type { IClientOptions, ISubscriptionGrant, ISubscriptionMap } from 'mqtt';

/** What a SUBACK granted, per filter in the order of the request (0x80 and above is a refusal). */
export interface SubackCodes {
  granted: readonly unknown[];
}

export type SubscribeCallback = (
  error: Error | null,
  grants?: ISubscriptionGrant[],
  suback?: SubackCodes,
) => void;

/** The events of an MQTT client that RealtimeConnection listens to. */
export interface MqttLinkEvents {
  connect: () => void;
  message: (topic: string, payload: Uint8Array) => void;
  error: (error: Error & { code?: unknown }) => void;
  close: () => void;
}

/**
 * The part of an mqtt.js client RealtimeConnection uses: the client itself (tests, Node), or its stand-in
 * on this thread for a client running in a worker (mqttOverPort.ts).
 */
export interface MqttLink {
  /** True from CONNACK until the link closes. */
  readonly connected: boolean;
  on<E extends keyof MqttLinkEvents>(event: E, listener: MqttLinkEvents[E]): unknown;
  subscribe(request: ISubscriptionMap, callback: SubscribeCallback): unknown;
  unsubscribe(topics: string[]): unknown;
  publish(topic: string, message: string, options: { qos: 0 | 1 | 2 }): unknown;
  /** `force` tears the socket down without a DISCONNECT. */
  end(force?: boolean): unknown;
}

/** mqtt.js's `connect`, or what stands in for it. */
export type MqttConnect = (url: string, options: IClientOptions) => MqttLink;
