import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: session tokens and reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored, so a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
