import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { userDevices } from '../db/schema';

/**
 * After mappings were removed: each of these users left without a connected device gets their oldest
 * remaining one as the connected device, so their screens show a device rather than 'No device connected'
 * when they still have one.
 */
export async function connectFallback(tx: Queryable, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const stillConnected = new Set(
    (
      await tx
        .select({ userId: userDevices.userId })
        .from(userDevices)
        .where(and(inArray(userDevices.userId, [...userIds]), eq(userDevices.isConnected, true)))
    ).map((row) => row.userId),
  );
  for (const userId of userIds) {
    if (stillConnected.has(userId)) continue;
    const [oldest] = await tx
      .select({ id: userDevices.id })
      .from(userDevices)
      .where(eq(userDevices.userId, userId))
      .orderBy(asc(userDevices.id))
      .limit(1);
    if (oldest) await tx.update(userDevices).set({ isConnected: true }).where(eq(userDevices.id, oldest.id));
  }
}
