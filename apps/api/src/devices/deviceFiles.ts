import { rm } from 'node:fs/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import { chatMediaDir } from '../chat/chatMediaFiles';
import type { Queryable } from '../db/client';
import { cotGroups, files } from '../db/schema';
import type { BlobStore } from '../storage/blobStore';

/** What a gateway keeps on disk besides its rows: its cloud files' bytes and its groups' chat files. */
export interface DeviceFiles {
  storageKeys: string[];
  groupIds: number[];
}

/** Read before the gateway's rows go (their cascade takes the records that name the files). */
export async function deviceFilesOf(db: Queryable, deviceId: string): Promise<DeviceFiles> {
  const [stored, groups] = await Promise.all([
    db
      .select({ key: files.storageKey })
      .from(files)
      .where(and(eq(files.deviceId, deviceId), isNotNull(files.storageKey))),
    db.select({ id: cotGroups.id }).from(cotGroups).where(eq(cotGroups.deviceId, deviceId)),
  ]);
  return { storageKeys: stored.map((row) => row.key!), groupIds: groups.map((group) => group.id) };
}

/**
 * Deletes those files once the rows are committed gone (never before: a rolled-back purge must not lose
 * bytes that rows still name). Resolves to the paths or keys it could not delete; they are orphans no row
 * names, so nothing can serve them, and the caller logs them.
 */
export async function deleteDeviceFiles(
  dataDir: string,
  cloud: BlobStore,
  found: DeviceFiles,
): Promise<string[]> {
  const failed: string[] = [];
  for (const key of found.storageKeys) await cloud.remove(key).catch(() => failed.push(key));
  for (const groupId of found.groupIds) {
    const dir = chatMediaDir(dataDir, groupId);
    await rm(dir, { recursive: true, force: true }).catch(() => failed.push(dir));
  }
  return failed;
}
