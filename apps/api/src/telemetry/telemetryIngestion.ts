import { gatewayTelemetryMessage, gatewayTopicDeviceId, topicFilters } from '@drisk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DataVersions } from '../cache/dataVersions';
import type { Database } from '../db/client';
import type { GatewayBus } from '../realtime/gatewayBus';
import type { RealtimeTransport } from '../realtime/realtimeTransport';
import { createIngestionCache } from './ingestionCache';
import { createPositionPublisher } from './positionPublisher';
import { writeTelemetryBatch, type ReceivedTelemetry } from './writeTelemetryBatch';

/** Telemetry waits at most this long in memory before it is written. */
export const TELEMETRY_FLUSH_MS = 1_000;
/** A buffer this full is written at once, without waiting for the timer. */
export const TELEMETRY_MAX_BATCH = 500;
/**
 * Messages per transaction. PGlite runs one transaction at a time and other queries wait for it, so a
 * flush is written as several short transactions rather than one long one.
 */
export const TELEMETRY_MAX_PER_TRANSACTION = 100;
/** Messages held while the database is slow; beyond this the oldest are dropped (and counted). */
const MAX_BUFFERED = 20_000;
/** A transaction slower than this is worth a warning (the database is falling behind). */
const SLOW_BATCH_MS = 2_000;
/** Warnings about one gateway's bad messages are logged at most this often. */
const WARN_INTERVAL_MS = 60_000;

export interface TelemetryStats {
  received: number;
  invalid: number;
  stored: number;
  dropped: number;
  /** Transactions written. */
  batches: number;
  /** Duration of the last transaction, and of the slowest one. */
  lastBatchMs: number;
  maxBatchMs: number;
}

export interface TelemetryIngestion {
  readonly stats: TelemetryStats;
  /** Writes what is buffered now (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops listening and writes what is buffered. */
  stop(): Promise<void>;
}

export interface TelemetryIngestionOptions {
  db: Database;
  /** Told which devices' usage, endpoints and state a committed transaction changed. */
  versions?: DataVersions;
  transport: RealtimeTransport;
  gateways: GatewayBus;
  log: FastifyBaseLogger;
  flushMs?: number;
  maxBatch?: number;
  maxPerTransaction?: number;
}

/**
 * Splits a flush into transactions of about `size` messages, keeping each gateway's messages together
 * (its newest snapshot wins within one transaction).
 */
export function splitByDevice(batch: readonly ReceivedTelemetry[], size: number): ReceivedTelemetry[][] {
  const byDevice = new Map<string, ReceivedTelemetry[]>();
  for (const item of batch) {
    const list = byDevice.get(item.message.device_id);
    if (list) list.push(item);
    else byDevice.set(item.message.device_id, [item]);
  }
  const parts: ReceivedTelemetry[][] = [];
  let current: ReceivedTelemetry[] = [];
  for (const list of byDevice.values()) {
    if (current.length > 0 && current.length + list.length > size) {
      parts.push(current);
      current = [];
    }
    current.push(...list);
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/**
 * Subscribes to every gateway's telemetry, validates it against the contract (an invalid message is
 * dropped with a warning, never a crash; the topic's device id must be the payload's), and stores it in
 * batches: a burst from thousands of gateways becomes a few short transactions per second instead of
 * thousands of tiny ones competing with requests for the database, and unchanged endpoint lists and
 * device state are not written again (ingestionCache.ts). Users asked about an auto-blocked endpoint
 * get a refetch signal once the transaction is committed, and the apps of a gateway that moved get its
 * new position (positionPublisher.ts).
 */
export async function startTelemetryIngestion(
  options: TelemetryIngestionOptions,
): Promise<TelemetryIngestion> {
  const { db, versions, transport, gateways, log } = options;
  const flushMs = options.flushMs ?? TELEMETRY_FLUSH_MS;
  const maxBatch = options.maxBatch ?? TELEMETRY_MAX_BATCH;
  const maxPerTransaction = options.maxPerTransaction ?? TELEMETRY_MAX_PER_TRANSACTION;
  const cache = createIngestionCache();
  const positions = createPositionPublisher(gateways);
  const stats: TelemetryStats = {
    received: 0,
    invalid: 0,
    stored: 0,
    dropped: 0,
    batches: 0,
    lastBatchMs: 0,
    maxBatchMs: 0,
  };
  let buffer: ReceivedTelemetry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  const lastWarning = new Map<string, number>();

  const warn = (topic: string, reason: string) => {
    stats.invalid += 1;
    const now = Date.now();
    if (now - (lastWarning.get(topic) ?? 0) < WARN_INTERVAL_MS) return;
    lastWarning.set(topic, now);
    log.warn(`Dropped telemetry on ${topic}: ${reason}`);
  };

  const writeTransaction = async (part: ReceivedTelemetry[]) => {
    const started = performance.now();
    try {
      const outcome = await writeTelemetryBatch(db, part, { cache });
      stats.stored += part.length - outcome.skipped;
      positions.publish(part, outcome.storedDeviceIds);
      for (const userId of outcome.notifiedUserIds) {
        void gateways.publishToUser(userId, { module: 'notifications' });
      }
    } catch (error) {
      stats.dropped += part.length;
      log.error({ err: error }, `Could not store ${part.length} telemetry messages`);
    } finally {
      // Also after a failure: whether it committed is not certain, and a needless refresh is harmless.
      versions?.devicesChanged(part.map((item) => item.message.device_id));
      const ms = performance.now() - started;
      log.debug({ messages: part.length, ms: Math.round(ms) }, 'Telemetry batch stored');
      if (ms > SLOW_BATCH_MS) log.warn(`Storing ${part.length} telemetry messages took ${Math.round(ms)} ms`);
      stats.batches += 1;
      stats.lastBatchMs = ms;
      stats.maxBatchMs = Math.max(stats.maxBatchMs, ms);
    }
  };

  const writeOnce = async () => {
    if (buffer.length === 0) return;
    const parts = splitByDevice(buffer, maxPerTransaction);
    buffer = [];
    for (const [index, part] of parts.entries()) {
      // Between transactions, requests waiting for the database get their turn.
      if (index > 0) await new Promise((resolve) => setImmediate(resolve));
      await writeTransaction(part);
    }
  };

  /** Writes run one after another, so each sees the previous one committed. */
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    writing = writing.then(writeOnce);
    return writing;
  };

  const onMessage = (topic: string, payload: Buffer) => {
    if (stopped) return;
    stats.received += 1;
    const topicDeviceId = gatewayTopicDeviceId(topic);
    let raw: unknown;
    try {
      raw = JSON.parse(payload.toString('utf8'));
    } catch {
      return warn(topic, 'not JSON');
    }
    const parsed = gatewayTelemetryMessage.safeParse(raw);
    if (!parsed.success) return warn(topic, parsed.error.issues[0]?.message ?? 'invalid');
    if (parsed.data.device_id !== topicDeviceId) {
      return warn(topic, `device_id ${parsed.data.device_id} is not the topic's`);
    }

    gateways.noteTelemetry(parsed.data.device_id);
    if (buffer.length >= MAX_BUFFERED) {
      buffer.shift();
      stats.dropped += 1;
    }
    buffer.push({ message: parsed.data, receivedAt: Date.now() });
    if (buffer.length >= maxBatch) void flush();
    else timer ??= setTimeout(() => void flush(), flushMs);
  };

  const unsubscribe = await transport.subscribe(
    transport.workQueueFilter(topicFilters.gatewayTelemetry),
    onMessage,
  );

  return {
    stats,
    flush,
    async stop() {
      if (stopped) return;
      stopped = true;
      await unsubscribe().catch(() => {});
      await flush();
    },
  };
}
