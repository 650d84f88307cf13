import type { FastifyBaseLogger } from 'fastify';
import type { DataVersions } from '../cache/dataVersions';
import type { Queryable } from '../db/client';
import { clearEndedBlocks } from '../routes/deviceData/endpointBlocks';
import { startPeriodicJob } from './periodicJob';

export interface EndedBlockCleanup {
  /** Forgets the timed blocks that have ended by now (at most one run at a time); resolves with the devices changed. */
  runOnce(): Promise<string[]>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * A scheduled job, started with the app and stopped on close, that clears `blocked_until` of timed blocks
 * that have ended (every `config.endedBlockCleanupMs`, 10 minutes), and reports those devices changed so cached replies read their endpoints again. Reads
 * (user/getDashboardData) never write; several api nodes may each run it, the update is the same.
 */
export function startEndedBlockCleanup(
  deps: { db: Queryable; versions: DataVersions; log: FastifyBaseLogger },
  intervalMs: number,
): EndedBlockCleanup {
  return startPeriodicJob(
    async () => {
      const deviceIds = await clearEndedBlocks(deps.db, new Date());
      deps.versions.devicesChanged(deviceIds);
      return deviceIds;
    },
    { intervalMs, log: deps.log, failure: 'Could not clear ended blocks' },
  );
}
