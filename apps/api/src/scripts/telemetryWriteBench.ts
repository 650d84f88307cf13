import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GatewayTelemetryMessage } from '@drisk/contract';
import { createPasswordHasher } from '../auth/passwordHasher';
import { createIngestionCache } from '../telemetry/ingestionCache';
import { writeTelemetryBatch } from '../telemetry/writeTelemetryBatch';
import { createTestDatabase, TEST_PASSWORD_HASHING } from '../test/testDatabase';
import { provisionLoadGateways } from './provisionGateways';

/** Times writeTelemetryBatch on realistic telemetry: `tsx --conditions=source src/scripts/telemetryWriteBench.ts [gateways] [rounds]`. */
const gateways = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 5);
const database = await createTestDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'drisk-telemetry-bench-'));
const { deviceIds } = await provisionLoadGateways(
  database.handle.db,
  createPasswordHasher(TEST_PASSWORD_HASHING),
  dataDir,
  gateways,
);
const mac = (g: number, e: number) =>
  `02:00:${(g >> 8).toString(16).padStart(2, '0')}:${(g & 255).toString(16).padStart(2, '0')}:00:${e.toString(16).padStart(2, '0')}`.toUpperCase();
const start = Date.now();
const cache = process.argv.includes('--no-cache') ? undefined : createIngestionCache();
for (let round = 0; round < rounds; round++) {
  const ts = start + round * 5_000;
  const batch = deviceIds.map((deviceId, g) => {
    const endpoints = Array.from({ length: 15 }, (_, e) => ({
      name: `Device ${e}`,
      mac_address: mac(g, e),
      ip_address: `192.168.1.${20 + e}`,
      connected_since: start - e * 60_000,
      blocked: false,
    }));
    const message: GatewayTelemetryMessage = {
      device_id: deviceId,
      ts,
      battery: 50 + (round % 10),
      endpoints,
      usage: [
        { network: 'LAN', download_bytes: 1_000_000, upload_bytes: 100_000 },
        { network: 'Cellular', download_bytes: 50_000, upload_bytes: 5_000 },
      ],
      endpoint_usage: endpoints.map((e) => ({
        mac_address: e.mac_address,
        network: 'LAN' as const,
        download_bytes: 60_000,
        upload_bytes: 6_000,
      })),
      location: { latitude: 51.5, longitude: -0.12, location: 'London' },
      data_plan: { cap_bytes: 50 * 1024 ** 3, used_bytes: round * 1000, expires_at: start + 86_400_000 },
    };
    return { message, receivedAt: ts };
  });
  const timings: Record<string, number> = {};
  const began = performance.now();
  await writeTelemetryBatch(database.handle.db, batch, { seenAt: new Date(ts), cache, timings });
  const total = performance.now() - began;
  const parts = Object.entries(timings)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  console.log(`round ${round + 1}: ${gateways} messages in ${total.toFixed(0)} ms (${parts})`);
}
await database.dispose();
await rm(dataDir, { recursive: true, force: true });
