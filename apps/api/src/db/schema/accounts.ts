import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns';

/** A customer of the admin console (customer_name, address, telephone). */
export const companies = pgTable('companies', {
  id: idColumn(),
  name: text('name').notNull(),
  streetAddress: text('street_address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  telephone: text('telephone').notNull().default(''),
  /** The corporate user who created the company; they administer it even before it has a device. */
  ownerUserId: integer('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** Issue 16: the company's users must have a second factor (auth/twoFactorRequirement.ts). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** Optimistic concurrency: every write adds one; a write naming an older version is refused. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Restrictions an administrator puts on a user profile (spec 3: months, days, start and end time). */
export interface AccessRestrictions {
  months: string[];
  days: string[];
  start_time: string;
  end_time: string;
}

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Always stored lowercased; unique. */
    email: text('email').notNull(),
    /** Digits only (555-010-0001 and 5550100001 are one number); unique when present. */
    phone: text('phone'),
    dob: date('dob', { mode: 'string' }),
    /** individual | corporate */
    userType: text('user_type').notNull().default('individual'),
    /** eRisk | google | facebook */
    loginType: text('login_type').notNull().default('eRisk'),
    /** argon2id hash; null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    /** Base64 of the picture (no data: prefix), null for the default picture. */
    profilePicture: text('profile_picture'),
    profilePictureUpdatedAt: timestamptz('profile_picture_updated_at'),
    /** Chat identity (the spec's tinode_username). */
    tinodeUsername: text('tinode_username').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Admin-console profile fields (spec 3). */
    employeeId: text('employee_id'),
    isActive: boolean('is_active').notNull().default(true),
    /** Null: no restriction. Set: sign-in and every request only within these months, days and hours. */
    accessRestrictions: jsonb('access_restrictions').$type<AccessRestrictions>(),
    /** The user-profile role chosen in the admin console (admin | guest), null for other accounts. */
    profileRole: text('profile_role'),
    /** The user-profile 'Active' flag of the admin console (Yes | No); not the account's sign-in switch. */
    profileStatus: text('profile_status').notNull().default('Yes'),
    /** Optimistic concurrency of admin-console edits. */
    version: integer('version').notNull().default(1),
    firebaseToken: text('firebase_token'),
    /** Credit balance with the card payment provider, in cents. */
    creditBalanceCents: integer('credit_balance_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_tinode_username_unique').on(t.tinodeUsername),
    index('users_company_idx').on(t.companyId),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_user_type', sql`${t.userType} in ('individual', 'corporate')`),
    check('users_login_type', sql`${t.loginType} in ('eRisk', 'google', 'facebook')`),
  ],
);

/** A sign-in. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Moved forward by use (at most about once a minute); the idle timeout counts from here. */
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    /** Absolute end of the session, however active it is. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    /**
     * Issue 16: signed in with a password while a second factor is required and not set up. Such a session
     * may make only TWO_FACTOR_SETUP_ROUTES until a second factor is confirmed, which clears it.
     */
    twoFactorSetupPending: boolean('two_factor_setup_pending').notNull().default(false),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per e-mail address (lowercased). Keyed by address, not by user, so an unknown address
 * behaves exactly like a known one and the lock reveals nothing.
 */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamptz('last_failure_at').notNull().defaultNow(),
  lockedUntil: timestamptz('locked_until'),
});

/** One-time password reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Feedback sent from the Feedback screen. */
export const feedback = pgTable('feedback', {
  id: idColumn(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Help entries (question, answer) in display order. */
export const faq = pgTable('faq', {
  id: idColumn(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
});
