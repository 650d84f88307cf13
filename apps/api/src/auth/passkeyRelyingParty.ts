import type { Config } from '../config';

/**
 * Who we are to WebAuthn: the relying-party id is the host name of PUBLIC_URL (no port, no scheme) and the
 * only origin accepted is PUBLIC_URL's own, so a passkey made for this address signs in nowhere else.
 */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * The WebAuthn user handle of an account: its id as text. Discoverable credentials hand it back at sign-in,
 * where it must name the credential's owner.
 */
export const userHandleOf = (userId: number) => new Uint8Array(Buffer.from(String(userId), 'utf8'));
