import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { hashDeviceSecret, newDeviceSecret, verifyDeviceSecret } from '../../realtime/deviceSecrets';
import type { Database } from '../client';
import { devices } from '../schema';
import { DEMO_DEVICES, SPARE_GATEWAYS } from './demoAccounts';

/** The file the gateway simulator reads: { "<device_id>": "<secret>" }, readable by its owner only. */
export const GATEWAY_CREDENTIALS_FILE = 'gateway-credentials.json';

export const gatewayCredentialsPath = (dataDir: string) => path.join(dataDir, GATEWAY_CREDENTIALS_FILE);

export type GatewayCredentials = Record<string, string>;

export async function readGatewayCredentials(file: string): Promise<GatewayCredentials> {
  try {
    const data: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    return Object.fromEntries(
      Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Writes the whole file at once (rename), created with mode 600 so no other user can read the secrets. */
export async function writeGatewayCredentials(file: string, credentials: GatewayCredentials): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
}

/** Gives a device a new secret (only its hash is stored) and returns the secret. */
export async function setDeviceSecret(db: Database, deviceId: string): Promise<string> {
  const secret = newDeviceSecret();
  await db
    .update(devices)
    .set({ credentialHash: hashDeviceSecret(secret) })
    .where(eq(devices.deviceId, deviceId));
  return secret;
}

/**
 * Makes sure `${DATA_DIR}/gateway-credentials.json` holds a working secret for every demo gateway.
 * Secrets in the file that still match the database are kept; demo gateways without one (first start,
 * a deleted file, a fresh database) get a new secret. Entries of devices that no longer exist or whose
 * secret no longer matches are dropped. Returns the device ids that got a new secret.
 */
export async function ensureGatewayCredentials(db: Database, dataDir: string): Promise<string[]> {
  const file = gatewayCredentialsPath(dataDir);
  const saved = await readGatewayCredentials(file);
  // The demo gateways, then the spare (unowned) ones a new account can claim.
  const demoIds = [...DEMO_DEVICES, ...SPARE_GATEWAYS].map((device) => device.deviceId);
  const ids = [...new Set([...demoIds, ...Object.keys(saved)])];
  const rows = await db
    .select({ deviceId: devices.deviceId, hash: devices.credentialHash })
    .from(devices)
    .where(inArray(devices.deviceId, ids));

  const next: GatewayCredentials = {};
  const renewed: string[] = [];
  for (const row of rows) {
    const secret = saved[row.deviceId];
    if (secret && verifyDeviceSecret(row.hash, secret)) next[row.deviceId] = secret;
    else if (demoIds.includes(row.deviceId)) {
      next[row.deviceId] = await setDeviceSecret(db, row.deviceId);
      renewed.push(row.deviceId);
    }
  }
  // Demo gateways first, in their order, then the others (load-test gateways) as they were.
  const ordered: GatewayCredentials = {};
  for (const id of ids) if (next[id]) ordered[id] = next[id];
  const unchanged =
    renewed.length === 0 && JSON.stringify(Object.keys(ordered)) === JSON.stringify(Object.keys(saved));
  if (!unchanged) await writeGatewayCredentials(file, ordered);
  return renewed;
}
