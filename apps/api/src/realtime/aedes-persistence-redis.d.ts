/** The part of aedes-persistence-redis the broker uses (the package ships no types). */
declare module 'aedes-persistence-redis' {
  import type { Redis, RedisOptions } from 'ioredis';

  interface RedisPersistenceOptions extends RedisOptions {
    /** A connection of one's own (its keyPrefix then applies to every key the persistence writes). */
    conn?: Redis;
    /** Most offline messages handed to a client when it connects again (default 1,000). */
    maxSessionDelivery?: number;
  }

  /**
   * Handed to Aedes as `persistence`; destroy() ends its connection. Only the promise form: Aedes 1.x
   * sets it up without the `ready` event that the callback form waits for.
   */
  export interface RedisPersistence {
    destroy(): Promise<void>;
    addSubscriptions(client: { id: string }, subs: unknown[]): Promise<void>;
    removeSubscriptions(client: { id: string }, topics: string[]): Promise<void>;
  }

  export default function aedesPersistenceRedis(options?: RedisPersistenceOptions): RedisPersistence;
}
