import { ROLE } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../db/schema';
import { waitFor } from '../test/mqttClients';
import { getTestServer, type TestServer } from '../test/testServer';
import { createTestDevice } from '../routes/deviceData/testDevice';
import { startEndedBlockCleanup } from './endedBlockCleanup';

const MAC = 'A4:83:E7:40:00:01';

async function deviceWithEndedBlock(server: TestServer) {
  return createTestDevice(server.db, {
    members: { 'owner@example.com': ROLE.Owner },
    endpoints: [{ mac: MAC, ip: '10.4.0.11', name: 'Tablet', blockedUntil: new Date(Date.now() - 1000) }],
  });
}

async function blockedUntil(server: TestServer, deviceId: string) {
  const [row] = await server.db
    .select({ until: endpoints.blockedUntil })
    .from(endpoints)
    .where(eq(endpoints.deviceId, deviceId));
  return row.until;
}

describe('the ended-block clean-up job', () => {
  it('starts with the app and forgets ended blocks on its own', async () => {
    const server = await getTestServer({ endedBlockCleanupMs: 50 });
    try {
      const deviceId = await deviceWithEndedBlock(server);
      const stamp = server.app.versions.stamp();
      await waitFor(async () => (await blockedUntil(server, deviceId)) === null, 5_000, 'the job to run');
      expect(server.app.versions.deviceChangedSince(deviceId, stamp)).toBe(true);
    } finally {
      await server.close();
    }
    // Each test starts a server of its own: give it the time a hook gets.
  }, 60_000);

  it('runs no more once stopped', async () => {
    const server = await getTestServer();
    try {
      const job = startEndedBlockCleanup(
        { db: server.db, versions: server.app.versions, log: server.app.log },
        20,
      );
      const first = await deviceWithEndedBlock(server);
      await waitFor(async () => (await blockedUntil(server, first)) === null, 5_000, 'the job to run');
      await job.stop();
      const second = await deviceWithEndedBlock(server);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await blockedUntil(server, second)).not.toBeNull();
    } finally {
      await server.close();
    }
  }, 60_000);
});
