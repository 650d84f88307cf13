import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn, timestamptz } from './columns';

/**
 * A user's passkeys (WebAuthn credentials, issue 16). The public key is kept as the authenticator gave it
 * (COSE, base64url); the signature counter goes only forward, so a cloned authenticator shows itself.
 */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: idColumn(),
    /** The credential id the authenticator chose (base64url); unique across all accounts. */
    credentialId: text('credential_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Where the browser can reach it ('internal', 'hybrid', 'usb'...), handed back at sign-in. */
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('passkey_credentials_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges handed out: the SHA-256 of each, what it is for, the user it was made for (null for a
 * usernameless sign-in), good until `expiresAt` and once (`usedAt`).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: idColumn(),
    challengeHash: text('challenge_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
