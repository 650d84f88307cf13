/** A full endpoint list is written at least this often, even when nothing changed (last_seen_at). */
export const ENDPOINT_REFRESH_MS = 60_000;
/** A device row is written at least this often, even when battery and position did not change. */
export const DEVICE_REFRESH_MS = 60_000;

/**
 * What this api process last wrote per gateway, so a steady stream of identical snapshots (15 endpoints
 * every 5 s per gateway) costs no writes: only changed endpoints and changed device state are written,
 * plus a full refresh once a minute. Updated only after the transaction commits.
 * With several api nodes behind a shared subscription, a node's view can be stale for at most a refresh
 * period; a sticky shared-subscription strategy (EMQX hash_topic) avoids even that.
 */
export interface IngestionCache {
  endpoints: Map<string, { signatures: Map<string, string>; fullAt: number }>;
  devices: Map<string, { signature: string; writtenAt: number }>;
}

export const createIngestionCache = (): IngestionCache => ({ endpoints: new Map(), devices: new Map() });
