import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';

/**
 * Whether an endpoint is blocked at `now`: for good (blocked_permanent, also a new device awaiting
 * approval), or until a moment still ahead. A timed block ends by itself: every read uses this test, so
 * no job has to lift it on time.
 */
export const isBlockedAt = (
  endpoint: { blockedPermanent: boolean; blockedUntil: Date | null },
  now: Date,
): boolean => endpoint.blockedPermanent || (endpoint.blockedUntil !== null && endpoint.blockedUntil > now);

/** Forgets the timed blocks of a device that have ended (tidiness only: reads never count them). */
export async function clearEndedBlocks(db: Queryable, deviceId: string, now: Date): Promise<void> {
  await db
    .update(endpoints)
    .set({ blockedUntil: null })
    .where(
      and(
        eq(endpoints.deviceId, deviceId),
        isNotNull(endpoints.blockedUntil),
        lte(endpoints.blockedUntil, now),
      ),
    );
}
