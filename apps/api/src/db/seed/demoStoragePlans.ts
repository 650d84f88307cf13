import { FREE_STORAGE_BYTES } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { creditLedger, devices, storagePlans, users } from '../schema';

const GB = 1_000_000_000;

/** The plans the demo payment provider sells (with Stripe, its products and prices are the plans). */
export const DEMO_STORAGE_PLANS = [
  { key: 'basic', productName: 'Basic 10 GB', amountCents: 499, storageBytes: 10 * GB, durationDays: 30 },
  { key: 'plus', productName: 'Plus 50 GB', amountCents: 999, storageBytes: 50 * GB, durationDays: 30 },
  { key: 'pro', productName: 'Pro 200 GB', amountCents: 1999, storageBytes: 200 * GB, durationDays: 30 },
  {
    key: 'annual',
    productName: 'Annual 1 TB',
    amountCents: 9999,
    storageBytes: 1000 * GB,
    durationDays: 365,
  },
].map(({ key, ...plan }) => ({ productId: `prod_demo_${key}`, priceId: `price_demo_${key}`, ...plan }));

/** A welcome credit of the demo Owner, enough for the Basic plan, so the credit path shows too. */
export const DEMO_WELCOME_CREDIT = { email: 'owner@example.com', amountCents: 500 };

/** Storage plans for sale, the free size on every device, and one credit in the ledger. */
export async function seedDemoStoragePlans(tx: Queryable) {
  await tx.insert(storagePlans).values(DEMO_STORAGE_PLANS);
  await tx.update(devices).set({ storageQuotaBytes: FREE_STORAGE_BYTES });
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_WELCOME_CREDIT.email));
  if (owner) {
    await tx.insert(creditLedger).values({
      userId: owner.id,
      amountCents: DEMO_WELCOME_CREDIT.amountCents,
      kind: 'grant',
      note: 'Welcome credit',
    });
  }
}
