import type { FastifyBaseLogger } from 'fastify';
import type { DataVersions } from '../cache/dataVersions';
import type { Database } from '../db/client';
import { expireStoragePlans } from './storagePlanOfDevice';

/** How often ended plans are looked for. */
export const PLAN_EXPIRY_SWEEP_MS = 60_000;

/** Ends expired storage plans now and every minute (the device falls back to the free size). */
export function startStoragePlanExpiry(db: Database, versions: DataVersions, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= expireStoragePlans(db, new Date())
      .then((changed) => {
        if (changed.length > 0) {
          versions.devicesChanged(changed);
          log.info({ devices: changed }, 'Storage plans expired: back to the free size');
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'Could not expire storage plans'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, PLAN_EXPIRY_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
