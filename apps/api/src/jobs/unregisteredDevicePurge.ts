import { and, isNotNull, lt, notExists, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { UNREGISTERED_DATA_RETENTION_DAYS } from '@drisk/contract';
import type { DataVersions } from '../cache/dataVersions';
import type { Database } from '../db/client';
import { devices, userDevices } from '../db/schema';
import { deleteDeviceFiles, deviceFilesOf, type DeviceFiles } from '../devices/deviceFiles';
import { purgeDeviceData } from '../devices/purgeDeviceData';
import type { BlobStore } from '../storage/blobStore';
import { startPeriodicJob } from './periodicJob';

/** How often the job looks for gateways whose retention has run out. */
export const UNREGISTERED_PURGE_INTERVAL_MS = 60 * 60_000;
const RETENTION_MS = UNREGISTERED_DATA_RETENTION_DAYS * 24 * 60 * 60_000;
/** Gateways purged per transaction, so one run never holds many rows locked for long. */
const BATCH = 20;

export interface UnregisteredDevicePurge {
  /** Purges the gateways unregistered more than the retention period before `now`; resolves with their ids. */
  runOnce(now?: Date): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A scheduled job, started with the app: the data of a gateway its Owner unregistered (its rows, its cloud
 * files' bytes and its groups' chat files) is deleted once
 * UNREGISTERED_DATA_RETENTION_DAYS have passed and nobody claimed it since. Several api nodes may run it at
 * once: each takes its gateways with FOR UPDATE SKIP LOCKED and re-checks them under the lock, so a
 * gateway is purged once, and never after a claim that came first.
 */
export function startUnregisteredDevicePurge(
  deps: {
    db: Database;
    versions: DataVersions;
    log: FastifyBaseLogger;
    dataDir: string;
    /** Where the cloud files' bytes are (blobStoreOf). */
    blobs: BlobStore;
  },
  intervalMs = UNREGISTERED_PURGE_INTERVAL_MS,
): UnregisteredDevicePurge {
  const purgeBatch = (cutoff: Date) =>
    deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ deviceId: devices.deviceId })
        .from(devices)
        .where(
          and(
            isNotNull(devices.unregisteredAt),
            lt(devices.unregisteredAt, cutoff),
            notExists(tx.select().from(userDevices).where(eq(userDevices.deviceId, devices.deviceId))),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const found: DeviceFiles = { storageKeys: [], groupIds: [] };
      for (const { deviceId } of due) {
        const own = await deviceFilesOf(tx, deviceId);
        found.storageKeys.push(...own.storageKeys);
        found.groupIds.push(...own.groupIds);
        await purgeDeviceData(tx, deviceId);
      }
      return { purged: due.map((row) => row.deviceId), found };
    });
  const run = async (now: Date) => {
    const cutoff = new Date(now.getTime() - RETENTION_MS);
    const purged: string[] = [];
    for (;;) {
      const batch = await purgeBatch(cutoff);
      purged.push(...batch.purged);
      // Reported per batch, after its commit: a later batch's failure must not hide this one's changes.
      deps.versions.devicesChanged(batch.purged);
      for (const deviceId of batch.purged) deps.versions.filesChanged(deviceId);
      // After the commit: the files' records are gone, so their bytes go too.
      const failed = await deleteDeviceFiles(deps.dataDir, deps.blobs, batch.found);
      if (failed.length > 0) deps.log.warn(`Could not delete files of purged gateways: ${failed.join(', ')}`);
      if (batch.purged.length < BATCH) break;
    }
    if (purged.length > 0) deps.log.info(`Purged the data of unregistered gateways ${purged.join(', ')}`);
    return purged;
  };
  return startPeriodicJob((now: Date = new Date()) => run(now), {
    intervalMs,
    log: deps.log,
    failure: 'Could not purge unregistered gateways',
  });
}
