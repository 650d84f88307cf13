import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../test/mqttClients';
import { DataVersions } from './dataVersions';
import { startPgCacheSignals, type CacheSignals } from './pgCacheSignals';

const url = process.env.DATABASE_URL;
const quiet = { warn: () => {} };
const started: CacheSignals[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((signals) => signals.close()));
});

describe.skipIf(!url)('cache signals between api nodes over PostgreSQL', () => {
  it("apply one node's changes on the other, and bypass the caches once closed", async () => {
    const channel = `drisk_test_${randomBytes(4).toString('hex')}`;
    const [one, two] = [new DataVersions(), new DataVersions()];
    started.push(await startPgCacheSignals(url!, one, quiet, channel));
    const twoSignals = await startPgCacheSignals(url!, two, quiet, channel);
    started.push(twoSignals);

    const stamp = two.stamp();
    expect(two.deviceChangedSince('DRS-9', stamp)).toBe(false);
    one.devicesChanged(['DRS-9']);
    one.userChanged(42);
    await waitFor(() => two.userChangedSince(42, stamp), 5_000, 'the change to reach the other node');
    expect(two.deviceChangedSince('DRS-9', stamp)).toBe(true);
    expect(two.deviceChangedSince('DRS-8', stamp)).toBe(false);

    await twoSignals.close();
    expect(two.deviceChangedSince('DRS-8', two.stamp())).toBe(true);
  });
});
