import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  normalizeRecoveryCode,
} from '@drisk/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { recoveryCodes } from '../db/schema';
import { hashToken } from './tokens';

function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) {
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Replaces the user's recovery codes with ten new ones and returns them formatted, for showing once.
 * They are random (60 bits each), not chosen by people, so a plain SHA-256 is enough to keep them, as it is
 * for session tokens: a slow password hash would only make each sign-in try up to ten slow comparisons.
 */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(code) })));
  });
  return codes.map(formatRecoveryCode);
}

/** Marks the code used if it is one of the user's unused ones; one statement, so it works only once. */
export async function spendRecoveryCode(db: Database, userId: number, typed: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normalizeRecoveryCode(typed))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(db: Queryable, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
