import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DataChange, DataVersions } from './dataVersions';

/** The LISTEN/NOTIFY channel api nodes over one PostgreSQL database share their changes on. */
export const CACHE_SIGNALS_CHANNEL = 'drisk_data_changes';
/** Device ids per notification: a payload must stay under PostgreSQL's 8,000 bytes. */
const DEVICES_PER_SIGNAL = 100;
/** Wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

interface Signal {
  from: string;
  change: DataChange;
}

export interface CacheSignals {
  close(): Promise<void>;
}

/**
 * Several api nodes over one PostgreSQL database: each tells the others what it changed (NOTIFY after
 * its commit) and applies what they changed (LISTEN), so their caches drop it too, a moment after the
 * commit. While the connection is down nothing cached counts (DataVersions.hearing), and everything
 * is read again once it is back, since changes may have been missed meanwhile.
 */
export async function startPgCacheSignals(
  url: string,
  versions: DataVersions,
  log: Pick<FastifyBaseLogger, 'warn'>,
  channel = CACHE_SIGNALS_CHANNEL,
): Promise<CacheSignals> {
  const nodeId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** The client being connected: its own failure counts, a stale client's late events do not. */
  let connecting: pg.Client | null = null;
  /**
   * A change of this node could not be sent (no connection, or the NOTIFY failed): the others never heard
   * it, so once the connection is back they are told that anything may have changed.
   */
  let missed = false;

  const send = (change: DataChange) => {
    const parts: DataChange[] =
      'devices' in change
        ? Array.from({ length: Math.ceil(change.devices.length / DEVICES_PER_SIGNAL) }, (_, i) => ({
            devices: change.devices.slice(i * DEVICES_PER_SIGNAL, (i + 1) * DEVICES_PER_SIGNAL),
          }))
        : [change];
    for (const part of parts) notify(part);
  };

  const notify = (change: DataChange) => {
    const via = client;
    if (!via) {
      missed = true;
      return;
    }
    const payload = JSON.stringify({ from: nodeId, change } satisfies Signal);
    via.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((error: Error) => {
      // Unsent: treat the connection as lost; the reconnect tells the others to drop everything.
      missed = true;
      log.warn(`Cache signal not sent (${error.message}); reconnecting`);
      lost(via);
    });
  };

  const receive = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const signal = JSON.parse(message.payload) as Signal;
      if (signal.from !== nodeId) versions.apply(signal.change);
    } catch {
      versions.hearing(true); // unreadable: count everything as changed
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    connecting = next;
    next.on('notification', receive);
    next.on('error', (error) => {
      log.warn(`Cache signals connection lost (${error.message}); caches are bypassed until it is back`);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(next);
      throw error;
    } finally {
      if (connecting === next) connecting = null;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    versions.hearing(true);
    if (missed) {
      missed = false;
      notify({ everything: true });
    }
  };

  const lost = (which: pg.Client) => {
    // Late 'error' or 'end' events of a client already replaced must not start a second connection.
    if (which !== client && which !== connecting) return;
    if (which === connecting) connecting = null;
    client = null;
    versions.hearing(false);
    which.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => log.warn(`Cache signals: ${error.message}`));
    }, RECONNECT_MS);
    retry.unref();
  };

  versions.connect(send);
  // Not fatal: until it succeeds (retrying), the caches are only bypassed.
  await connect().catch((error: Error) => log.warn(`Cache signals: ${error.message}`));
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      // Closed, this node hears nobody: nothing cached counts any more.
      versions.hearing(false);
      await last?.end().catch(() => {});
    },
  };
}
