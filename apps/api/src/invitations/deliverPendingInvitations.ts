import { and, eq, sql } from 'drizzle-orm';
import { roleLabel } from '@drisk/contract';
import type { Queryable } from '../db/client';
import { devices, invitations, notifications, users } from '../db/schema';
import { inviteMessage } from './inviteMessage';

/**
 * Invitations sent to an address before it had an account become Pending notifications of the new
 * account, which accepts them like any other invitation.
 */
export async function deliverPendingInvitations(
  db: Queryable,
  userId: number,
  email: string,
): Promise<number> {
  const pending = await db
    .select({
      id: invitations.id,
      deviceId: invitations.deviceId,
      roleId: invitations.roleId,
      invitedBy: invitations.invitedBy,
      deviceName: devices.name,
      inviterName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, 'Someone')`,
    })
    .from(invitations)
    .innerJoin(devices, eq(devices.deviceId, invitations.deviceId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.email, email), eq(invitations.status, 'pending')));
  for (const invitation of pending) {
    await db.insert(notifications).values({
      userId,
      deviceId: invitation.deviceId,
      kind: 'invite',
      userType: roleLabel(invitation.roleId),
      message: inviteMessage(invitation.inviterName.trim(), invitation.deviceName, invitation.roleId),
      status: 'Pending',
      inputRequired: 1,
      payload: { invitation_id: invitation.id, role_id: invitation.roleId, invited_by: invitation.invitedBy },
    });
    await db
      .update(invitations)
      .set({ status: 'notified', notifiedAt: new Date() })
      .where(eq(invitations.id, invitation.id));
  }
  return pending.length;
}
