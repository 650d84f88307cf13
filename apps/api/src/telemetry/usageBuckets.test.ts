import type { GatewayTelemetryMessage } from '@drisk/contract';
import { describe, expect, it } from 'vitest';
import { aggregateUsage, bucketStart, USAGE_BUCKET_MS, usageTime } from './usageBuckets';

const T = Date.UTC(2026, 10, 20, 10, 7, 30);
const message = (part: Partial<GatewayTelemetryMessage>, ts = T): GatewayTelemetryMessage => ({
  device_id: 'DRA-100001',
  ts,
  ...part,
});

describe('aggregateUsage', () => {
  it('sums messages of one 5-minute bucket into one row per endpoint and network', () => {
    const rows = aggregateUsage([
      {
        receivedAt: T,
        message: message({
          usage: [{ network: 'LAN', download_bytes: 100, upload_bytes: 10 }],
          endpoint_usage: [
            { mac_address: 'aa:bb:cc:00:00:01', network: 'LAN', download_bytes: 100, upload_bytes: 10 },
          ],
        }),
      },
      {
        receivedAt: T + 60_000,
        message: message(
          {
            usage: [
              { network: 'LAN', download_bytes: 50, upload_bytes: 5 },
              { network: 'Cellular', download_bytes: 0, upload_bytes: 0 },
            ],
          },
          T + 60_000,
        ),
      },
    ]);
    const bucket = Date.UTC(2026, 10, 20, 10, 5);
    expect(rows).toEqual([
      {
        deviceId: 'DRA-100001',
        endpointMac: '',
        network: 'LAN',
        bucketStart: bucket,
        downloadBytes: 150,
        uploadBytes: 15,
      },
      {
        deviceId: 'DRA-100001',
        endpointMac: 'AA:BB:CC:00:00:01',
        network: 'LAN',
        bucketStart: bucket,
        downloadBytes: 100,
        uploadBytes: 10,
      },
    ]);
  });

  it('takes the total from the endpoints when a message has no gateway total', () => {
    const rows = aggregateUsage([
      {
        receivedAt: T,
        message: message({
          endpoint_usage: [
            { mac_address: 'AA:00:00:00:00:01', network: 'Cellular', download_bytes: 7, upload_bytes: 1 },
            { mac_address: 'AA:00:00:00:00:02', network: 'Cellular', download_bytes: 3, upload_bytes: 2 },
          ],
        }),
      },
    ]);
    expect(rows.find((row) => row.endpointMac === '')).toMatchObject({ downloadBytes: 10, uploadBytes: 3 });
    expect(rows).toHaveLength(3);
  });

  it('books bytes at arrival when the gateway clock is far off', () => {
    expect(usageTime(T - 30 * 24 * 3_600_000, T)).toBe(T);
    expect(usageTime(T + 3_600_000, T)).toBe(T);
    expect(usageTime(T - 60_000, T)).toBe(T - 60_000);
    expect(bucketStart(T) % USAGE_BUCKET_MS).toBe(0);
  });
});
