/** A message handler of the api's own subscriptions. It must not throw; it gets the raw payload. */
export type MessageHandler = (topic: string, payload: Buffer) => void;

export interface PublishOptions {
  qos?: 0 | 1 | 2;
  retain?: boolean;
}

/**
 * How the api itself publishes and subscribes: in-process on the embedded broker (no socket), or as an
 * MQTT client of an external broker. Everything above this (gateway bus, ingestion) is the same for both.
 */
export interface RealtimeTransport {
  readonly kind: 'embedded' | 'external';
  publish(topic: string, payload: string | Buffer, options?: PublishOptions): Promise<void>;
  /** Resolves once the subscription is in place; the result removes it. */
  subscribe(filter: string, handler: MessageHandler): Promise<() => Promise<void>>;
  /**
   * The filter to use for work that exactly one api node must do per message (telemetry ingestion):
   * a shared subscription at an external broker, the plain filter in-process.
   */
  workQueueFilter(filter: string): string;
  close(): Promise<void>;
}
