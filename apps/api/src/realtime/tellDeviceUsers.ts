import { eq } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { userDevices } from '../db/schema';

/**
 * Tells the open apps of everyone who uses a gateway that its data changed ({module: 'devices'} on each
 * user's topic), so a block, an unblock, a new name or a scan that one person makes or deletes shows on the
 * others' screens at once, instead of at their next poll or reload. It goes through the broker, so it reaches
 * apps on every api node. Never rejects: the change is stored already.
 */
export async function tellDeviceUsers(
  ctx: Pick<AppContext, 'db' | 'gateways' | 'log'>,
  deviceId: string,
): Promise<void> {
  try {
    const rows = await ctx.db
      .select({ userId: userDevices.userId })
      .from(userDevices)
      .where(eq(userDevices.deviceId, deviceId));
    await Promise.all(rows.map(({ userId }) => ctx.gateways.publishToUser(userId, { module: 'devices' })));
  } catch (error) {
    ctx.log.warn({ err: error, deviceId }, 'could not tell the users of a gateway that it changed');
  }
}
