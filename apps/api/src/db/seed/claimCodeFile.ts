import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { newClaimCode, hashClaimCode, verifyClaimCode } from '../../devices/claimCodes';
import type { Database } from '../client';
import { devices } from '../schema';
import { gatewayCredentialsPath, readGatewayCredentials } from './gatewayCredentials';

/**
 * The stickers of the simulated gateways: { "<device_id>": "<claim code>" }, beside the credentials file,
 * readable by its owner only. The simulator prints each gateway's code, as a real one carries it on its
 * sticker; the api keeps only the hash (devices.claim_code_hash).
 */
export const CLAIM_CODES_FILE = 'gateway-claim-codes.json';
export const claimCodesPath = (dataDir: string) => path.join(dataDir, CLAIM_CODES_FILE);

export async function readClaimCodes(file: string): Promise<Record<string, string>> {
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

/**
 * Gives every gateway of the credentials file a claim code: codes in the file that still match the
 * database are kept (a sticker does not change), the others are new. Returns the device ids with a new code.
 */
export async function ensureClaimCodes(db: Database, dataDir: string): Promise<string[]> {
  const ids = Object.keys(await readGatewayCredentials(gatewayCredentialsPath(dataDir)));
  const file = claimCodesPath(dataDir);
  const saved = await readClaimCodes(file);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ deviceId: devices.deviceId, hash: devices.claimCodeHash })
    .from(devices)
    .where(inArray(devices.deviceId, ids));
  const hashes = new Map(rows.map((row) => [row.deviceId, row.hash]));
  const next: Record<string, string> = {};
  const renewed: string[] = [];
  for (const id of ids) {
    if (!hashes.has(id)) continue;
    const code = saved[id];
    if (code && verifyClaimCode(hashes.get(id) ?? null, code)) next[id] = code;
    else {
      next[id] = newClaimCode();
      await db
        .update(devices)
        .set({ claimCodeHash: hashClaimCode(next[id]) })
        .where(eq(devices.deviceId, id));
      renewed.push(id);
    }
  }
  if (renewed.length > 0 || Object.keys(next).length !== Object.keys(saved).length) {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, JSON.stringify(next, null, 2) + '\n', { mode: 0o600 });
    await chmod(partial, 0o600);
    await rename(partial, file);
  }
  return renewed;
}
