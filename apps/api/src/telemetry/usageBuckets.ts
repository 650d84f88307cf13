import type { GatewayTelemetryMessage } from '@drisk/contract';

/** Usage is stored in buckets of this length (the day view's finest step is an hour). */
export const USAGE_BUCKET_MS = 5 * 60_000;
/** A gateway clock this far off is not believed: the bytes are booked at the time they arrived. */
const MAX_CLOCK_SKEW_MS = 7 * 24 * 3_600_000;

export const bucketStart = (at: number) => Math.floor(at / USAGE_BUCKET_MS) * USAGE_BUCKET_MS;

/** The time a message's bytes are booked at: the gateway's ts, unless its clock is far off. */
export function usageTime(messageTs: number, receivedAt: number): number {
  const plausible = messageTs <= receivedAt + USAGE_BUCKET_MS && messageTs >= receivedAt - MAX_CLOCK_SKEW_MS;
  return plausible ? messageTs : receivedAt;
}

/** One row of usage_samples to add: endpointMac '' is the gateway's total. */
export interface UsageIncrement {
  deviceId: string;
  endpointMac: string;
  network: 'LAN' | 'Cellular';
  bucketStart: number;
  downloadBytes: number;
  uploadBytes: number;
}

/**
 * Sums the usage of many messages per (device, endpoint, network, bucket), so that one statement adds
 * each key once (PostgreSQL refuses to update a row twice in one INSERT ... ON CONFLICT).
 * The gateway total ('' endpoint) comes from `usage`; when a message has only `endpoint_usage`, the
 * total is the sum of its endpoints. Per-endpoint rows are a breakdown of the total, never extra.
 */
export function aggregateUsage(
  messages: ReadonlyArray<{ message: GatewayTelemetryMessage; receivedAt: number }>,
): UsageIncrement[] {
  const sums = new Map<string, UsageIncrement>();
  const add = (row: UsageIncrement) => {
    if (row.downloadBytes === 0 && row.uploadBytes === 0) return;
    const key = `${row.deviceId}\u0000${row.endpointMac}\u0000${row.network}\u0000${row.bucketStart}`;
    const sum = sums.get(key);
    if (sum) {
      sum.downloadBytes += row.downloadBytes;
      sum.uploadBytes += row.uploadBytes;
    } else sums.set(key, { ...row });
  };
  for (const { message, receivedAt } of messages) {
    const bucket = bucketStart(usageTime(message.ts, receivedAt));
    const deviceId = message.device_id;
    const totals = message.usage ?? totalsOf(message.endpoint_usage ?? []);
    for (const usage of totals) {
      add({
        deviceId,
        endpointMac: '',
        network: usage.network,
        bucketStart: bucket,
        downloadBytes: usage.download_bytes,
        uploadBytes: usage.upload_bytes,
      });
    }
    for (const usage of message.endpoint_usage ?? []) {
      add({
        deviceId,
        endpointMac: normaliseMac(usage.mac_address),
        network: usage.network,
        bucketStart: bucket,
        downloadBytes: usage.download_bytes,
        uploadBytes: usage.upload_bytes,
      });
    }
  }
  return [...sums.values()];
}

type NetworkUsage = NonNullable<GatewayTelemetryMessage['usage']>[number];

function totalsOf(endpointUsage: NonNullable<GatewayTelemetryMessage['endpoint_usage']>): NetworkUsage[] {
  const byNetwork = new Map<NetworkUsage['network'], NetworkUsage>();
  for (const usage of endpointUsage) {
    const total = byNetwork.get(usage.network) ?? {
      network: usage.network,
      download_bytes: 0,
      upload_bytes: 0,
    };
    total.download_bytes += usage.download_bytes;
    total.upload_bytes += usage.upload_bytes;
    byNetwork.set(usage.network, total);
  }
  return [...byNetwork.values()];
}

/** MACs are stored uppercase (AA:BB:CC:DD:EE:FF), whatever case a gateway sends. */
export const normaliseMac = (mac: string) => mac.trim().toUpperCase();
