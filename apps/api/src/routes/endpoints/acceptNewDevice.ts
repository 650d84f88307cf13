import { and, eq } from 'drizzle-orm';
import { MANAGER_ROLES } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { requireHeldRole } from '../../auth/enforceAccess';
import { notifications } from '../../db/schema';

/**
 * Accepting a Pending 'new device' notification lets the endpoint in: the gateway unblocks it first, and
 * only after its acknowledgement is the answer recorded (a timeout is a 504 and the question stays open).
 * Anything else (another kind, not the caller's, already answered) is left to answerNotification.
 */
export async function unblockAcceptedNewDevice(
  ctx: AppContext,
  input: { userId: number; notificationId: number; deviceId: string },
): Promise<void> {
  const [row] = await ctx.db
    .select({ deviceId: notifications.deviceId, payload: notifications.payload })
    .from(notifications)
    .where(
      and(
        eq(notifications.id, input.notificationId),
        eq(notifications.userId, input.userId),
        eq(notifications.kind, 'new_device'),
        eq(notifications.status, 'Pending'),
        eq(notifications.inputRequired, 1),
      ),
    )
    .limit(1);
  const mac = typeof row?.payload.mac_address === 'string' ? row.payload.mac_address : '';
  if (!row || row.deviceId !== input.deviceId || !mac) return;
  await requireHeldRole(ctx.db, input.userId, input.deviceId, MANAGER_ROLES);
  await ctx.gateways.sendCommand(input.deviceId, { type: 'unblock_endpoint', payload: { mac_address: mac } });
}
