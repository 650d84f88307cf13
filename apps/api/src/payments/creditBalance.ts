import { eq, sum } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { creditLedger } from '../db/schema';

/** A user's credit balance in cents: the sum of their ledger rows. */
export async function creditBalance(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(creditLedger.amountCents) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.total ?? 0);
}
