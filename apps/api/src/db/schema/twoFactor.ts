import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn, timestamptz } from './columns';

/**
 * A user's authenticator-app secret (issue 16). A row with `confirmedAt` null is a set-up waiting for its
 * first code and does not count; sign-in asks for a code only once it is confirmed.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32. The code is computed from it, so it cannot be hashed. */
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  /** The time step of the last accepted code: a code of this step or an earlier one is refused (replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes: only the SHA-256 of each, used ones kept with their time. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The challenge user/login answers when a second factor is on: the SHA-256 of a random token, for one user,
 * good until `expiresAt` and once (`usedAt`).
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);
