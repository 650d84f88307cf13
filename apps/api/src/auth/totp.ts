import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@drisk/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../db/client';
import { userTotp } from '../db/schema';

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URL an authenticator app scans. */
export const totpUri = (email: string, secret: string): string =>
  generateURI({
    issuer: TOTP_ISSUER,
    label: email,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/**
 * The time step the code belongs to, or null when it is wrong. A step either side of `now` is accepted
 * (TOTP_WINDOW_STEPS) for phone clocks a little off.
 */
export async function matchTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
  // The functional API's result type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records `step` as the user's last used one, only if it is later than the last: one atomic statement,
 * so the same code sent twice at once is accepted once. False means the code was already used.
 */
export async function spendTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** The user's confirmed authenticator secret, or null when the second factor is off. */
export async function confirmedTotp(db: Database, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row?.confirmedAt ? row : null;
}
