import { isValidEmail } from '@drisk/contract';

/**
 * An address as the mailer takes it: never a string that a mail library would parse (where a name such
 * as `Eve <eve@evil.test>, x` could add recipients), but the address and the display name apart.
 * nodemailer writes the name quoted or encoded, and the address as given.
 */
export interface MailAddress {
  /** Display name; '' for none. */
  name: string;
  /** Checked by the contract's e-mail rule (isValidEmail). */
  address: string;
}

/** `Name <address>` or a bare address, without angle brackets in the name. */
const NAME_AND_ADDRESS = /^([^<>]*)<([^<>]*)>$/;

/**
 * MAIL_FROM read once at start-up: `dRisk <no-reply@example.com>` or `no-reply@example.com`.
 * Null when the text is not one address by the contract's rule.
 */
export function mailAddressOf(text: string): MailAddress | null {
  const match = NAME_AND_ADDRESS.exec(text.trim());
  const name = (match ? match[1] : '').trim().replace(/^"(.*)"$/, '$1');
  const address = (match ? match[2] : text).trim();
  return isValidEmail(address) ? { name, address } : null;
}
