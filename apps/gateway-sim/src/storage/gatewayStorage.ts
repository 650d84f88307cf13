import { readdir, lstat } from 'node:fs/promises';
import path from 'node:path';
import type { ExternalDrive, GatewayTelemetryMessage } from '@drisk/contract';
import { DeviceDisk, type Mount } from './deviceDisk';
import { fillDemoStorage } from './demoStorage';
import { startLocalFileServer, type LocalFileServer } from './localFileServer';
import { apiTokenCheck } from './tokenCheck';

const GB = 1_000_000_000;

/**
 * The storages of one simulated gateway: 32 GB of internal storage, and for `externalDrives` a 64 GB
 * drive each, its id the gateway's with -USB1, -USB2 (each drive's root is /dRisk/{drive id}).
 */
export function gatewayMounts(storageDir: string, deviceId: string, externalDrives: number): Mount[] {
  const internal: Mount = {
    id: deviceId,
    name: 'Internal storage',
    capacity: 32 * GB,
    dir: path.join(storageDir, deviceId),
  };
  const drives = Array.from({ length: externalDrives }, (_, index): Mount => {
    const id = `${deviceId}-USB${index + 1}`;
    return { id, name: `USB drive ${index + 1}`, capacity: 64 * GB, dir: path.join(storageDir, id) };
  });
  return [internal, ...drives];
}

/** Bytes of the regular files below `dir` (links are not followed). */
async function bytesBelow(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await bytesBelow(full);
    else if (entry.isFile()) total += (await lstat(full).catch(() => null))?.size ?? 0;
  }
  return total;
}

export type FileServerReport = NonNullable<GatewayTelemetryMessage['file_server']>;

export interface GatewayStorage extends LocalFileServer {
  readonly disk: DeviceDisk;
  /** The file server's address and each external drive with its use, for the gateway's telemetry. */
  report(): Promise<FileServerReport>;
}

/** Starts the gateway's own file server on a free port of this machine. */
export async function startGatewayStorage(options: {
  deviceId: string;
  storageDir: string;
  externalDrives: number;
  apiUrl: string;
  dashboardOrigin: string;
  /** Fill storages created now (a first start) with demo folders and files. */
  demoContent?: boolean;
}): Promise<GatewayStorage> {
  const disk = new DeviceDisk(gatewayMounts(options.storageDir, options.deviceId, options.externalDrives));
  const created = await disk.prepare();
  if (options.demoContent)
    for (const mount of created) await fillDemoStorage(mount, options.deviceId, mount === disk.mounts[0]);
  const server = await startLocalFileServer({
    deviceId: options.deviceId,
    disk,
    checkToken: apiTokenCheck(options.apiUrl),
    allowedOrigin: options.dashboardOrigin,
  });
  const report = async (): Promise<FileServerReport> => {
    const drives: ExternalDrive[] = [];
    for (const mount of disk.mounts.slice(1)) {
      const used = Math.min(mount.capacity, await bytesBelow(mount.dir));
      drives.push({
        device_name: mount.name,
        device_id: mount.id,
        total: mount.capacity,
        used,
        available: mount.capacity - used,
      });
    }
    return { url: server.url, external_drive: drives };
  };
  return Object.assign(server, { disk, report });
}
