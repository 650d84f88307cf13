import { lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';

/**
 * Whether an endpoint is blocked at `now`: for good (blocked_permanent, also a new device awaiting
 * approval), or until a moment still ahead. A timed block ends by itself: every read of blocked_until uses
 * this test, so nothing has to lift it on time, and reads never write.
 */
export const isBlockedAt = (
  endpoint: { blockedPermanent: boolean; blockedUntil: Date | null },
  now: Date,
): boolean => endpoint.blockedPermanent || (endpoint.blockedUntil !== null && endpoint.blockedUntil > now);

/**
 * Forgets every timed block that has ended by `now` (tidiness only: reads never count them; the scheduled
 * job in jobs/endedBlockCleanup.ts calls this). Returns the devices whose endpoints changed.
 */
export async function clearEndedBlocks(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .update(endpoints)
    .set({ blockedUntil: null })
    .where(lte(endpoints.blockedUntil, now))
    .returning({ deviceId: endpoints.deviceId });
  return [...new Set(rows.map((row) => row.deviceId))];
}
