import { readFile } from 'node:fs/promises';

export interface GatewayCredential {
  deviceId: string;
  secret: string;
}

export const PROVISION_HINT =
  'The api writes this file when it seeds the demo gateways on its first start (npm start). To run more ' +
  'gateways, provision them on the api (a device row whose credential hash matches the secret) and add ' +
  'an entry "<device_id>": "<secret>" for each to this file.';

export class CredentialsError extends Error {}

/** Reads { "<device_id>": "<secret>" }; null when the file does not exist (yet). */
export async function readCredentials(file: string): Promise<GatewayCredential[] | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CredentialsError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CredentialsError(`${file} is not valid JSON. ${PROVISION_HINT}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new CredentialsError(
      `${file} must hold an object { "<device_id>": "<secret>" }. ${PROVISION_HINT}`,
    );
  const credentials: GatewayCredential[] = [];
  for (const [deviceId, secret] of Object.entries(data)) {
    if (typeof secret !== 'string' || !secret)
      throw new CredentialsError(`${file}: the secret of ${deviceId} must be a non-empty string.`);
    credentials.push({ deviceId, secret });
  }
  return credentials;
}

/** The first `count` credentials (all when null), or a message saying how many exist and how to add more. */
export function chooseCredentials(
  file: string,
  credentials: GatewayCredential[],
  count: number | null,
): GatewayCredential[] {
  if (credentials.length === 0)
    throw new CredentialsError(`${file} holds no gateway credentials. ${PROVISION_HINT}`);
  if (count === null) return credentials;
  if (count > credentials.length)
    throw new CredentialsError(
      `--devices ${count} asks for ${count} gateways, but ${file} holds credentials for only ` +
        `${credentials.length} (${credentials.map((c) => c.deviceId).join(', ')}). ${PROVISION_HINT}`,
    );
  return credentials.slice(0, count);
}

/**
 * The claim codes of the gateways' stickers ({ "<device_id>": "<code>" }, written by the api beside the
 * credentials file); empty when the file is missing or unreadable: the gateways run without them.
 */
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

/** What a gateway's sticker says, as the simulator prints it. */
export const stickerLine = (deviceId: string, claimCode: string | undefined) =>
  claimCode
    ? `${deviceId} sticker: device id ${deviceId}, claim code ${claimCode} (Registration > Add device)`
    : `${deviceId} has no claim code yet (the api writes them on its start)`;
