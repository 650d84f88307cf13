import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
    one.filesChanged('DRS-7');
    one.userChanged(42);
    await waitFor(() => two.userChangedSince(42, stamp), 5_000, 'the change to reach the other node');
    expect(two.deviceChangedSince('DRS-9', stamp)).toBe(true);
    expect(two.deviceChangedSince('DRS-8', stamp)).toBe(false);
    expect(two.filesChangedSince('DRS-7', stamp)).toBe(true);
    expect(two.filesChangedSince('DRS-9', stamp)).toBe(false);

    await twoSignals.close();
    expect(two.deviceChangedSince('DRS-8', two.stamp())).toBe(true);
  });

  it('tells the other nodes that anything may have changed once a change could not be sent', async () => {
    const channel = `drisk_test_${randomBytes(4).toString('hex')}`;
    const [one, two] = [new DataVersions(), new DataVersions()];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE query = $1`, [
          `LISTEN ${pg.escapeIdentifier(channel)}`,
        ])
      ).rows.map((row) => row.pid);
    try {
      started.push(await startPgCacheSignals(url!, one, quiet, channel));
      const [onePid] = await listeners();
      started.push(await startPgCacheSignals(url!, two, quiet, channel));
      // Cut node one's connection only, as an idle timeout or a restarted pooler would.
      await admin.query('SELECT pg_terminate_backend($1)', [onePid]);
      await waitFor(
        () => one.userChangedSince(7, one.stamp()),
        5_000,
        'node one to stop trusting its caches',
      );
      const stamp = two.stamp();
      one.userChanged(7); // made while its signal cannot go out
      expect(two.userChangedSince(7, stamp)).toBe(false);
      // Once node one listens again, node two counts everything as changed, this user's sessions included.
      await waitFor(() => two.userChangedSince(7, stamp), 10_000, 'the missed change to reach node two');
      expect(two.deviceChangedSince('DRS-1', stamp)).toBe(true);
    } finally {
      await admin.end();
    }
  });
});
