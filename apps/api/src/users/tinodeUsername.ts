import { randomBytes } from 'node:crypto';

/** A chat identity for a new account: readable prefix from the e-mail, random suffix for uniqueness. */
export function newTinodeUsername(email: string): string {
  const prefix =
    email
      .split('@')[0]
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 16)
      .toLowerCase() || 'user';
  return `${prefix}.${randomBytes(4).toString('hex')}`;
}
