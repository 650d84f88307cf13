import { and, eq, sql } from 'drizzle-orm';
import { MANAGER_ROLES, ROLE, SERVER, type RoleId } from '@drisk/contract';
import { requireHeldRole } from '../auth/enforceAccess';
import type { Transaction } from '../db/client';
import { endpoints, invitations, notifications, userDevices } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { recordRoleChanges } from '../admin/auditTrail';

type NotificationRow = typeof notifications.$inferSelect;
export type Answer = 'Accepted' | 'Rejected';

/** Accepting an invitation maps the user to the device with the invited role. */
async function answerInvite(tx: Transaction, row: NotificationRow, answer: Answer) {
  const invitationId = Number(row.payload.invitation_id);
  if (Number.isInteger(invitationId)) {
    await tx
      .update(invitations)
      .set({ status: answer === 'Accepted' ? 'accepted' : 'rejected' })
      .where(eq(invitations.id, invitationId));
  }
  if (answer !== 'Accepted' || !row.deviceId) return;
  const roleId = Number(row.payload.role_id) as RoleId;
  if (roleId !== ROLE.Admin && roleId !== ROLE.Guest) throw new Error(`Invite ${row.id} has no valid role`);
  // Someone already mapped keeps their role: an old invitation must never downgrade an owner.
  const added = await tx
    .insert(userDevices)
    .values({ userId: row.userId, deviceId: row.deviceId, roleId })
    .onConflictDoNothing()
    .returning({ id: userDevices.id });
  if (added.length > 0)
    await recordRoleChanges(tx, row.userId, row.deviceId, [
      { userId: row.userId, before: null, after: roleId },
    ]);
  // A user without a connected device starts working with this one.
  const [connected] = await tx
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, row.userId), eq(userDevices.isConnected, true)))
    .limit(1);
  if (!connected) {
    await tx
      .update(userDevices)
      .set({ isConnected: true })
      .where(and(eq(userDevices.userId, row.userId), eq(userDevices.deviceId, row.deviceId)));
  }
}

/**
 * Accepting a new device lets it in (its block is cleared); rejecting keeps it out for good. The same
 * question asked to the device's other managers is answered with it.
 */
async function answerNewDevice(tx: Transaction, row: NotificationRow, answer: Answer): Promise<number[]> {
  if (!row.deviceId) return [];
  await requireHeldRole(tx, row.userId, row.deviceId, MANAGER_ROLES);
  const mac = String(row.payload.mac_address ?? '');
  await tx
    .update(endpoints)
    .set(
      answer === 'Accepted'
        ? { blockedPermanent: false, blockedUntil: null }
        : { blockedPermanent: true, blockedUntil: null },
    )
    .where(and(eq(endpoints.deviceId, row.deviceId), eq(endpoints.macAddress, mac)));
  const answered = await tx
    .update(notifications)
    .set({ status: answer, answeredAt: new Date() })
    .where(
      and(
        eq(notifications.kind, 'new_device'),
        eq(notifications.deviceId, row.deviceId),
        eq(notifications.status, 'Pending'),
        sql`${notifications.payload}->>'mac_address' = ${mac}`,
      ),
    )
    .returning({ userId: notifications.userId });
  return answered.map((other) => other.userId).filter((userId) => userId !== row.userId);
}

/** What an answer changed beyond the caller's notification, for the refetch signals. */
export interface AnswerOutcome {
  kind: NotificationRow['kind'];
  /** Other users whose notifications were answered with it (the device's other managers). */
  alsoAnsweredFor: number[];
}

/**
 * Records the caller's answer to one of their notifications and applies its effect. Sending the answer
 * already given again changes nothing and succeeds (the spec's labels resend it); a different answer to
 * a decided notification is refused.
 */
export async function answerNotification(
  tx: Transaction,
  input: { userId: number; notificationId: number; deviceId: string; answer: Answer },
): Promise<AnswerOutcome> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, input.notificationId), eq(notifications.userId, input.userId)))
    .for('update')
    .limit(1);
  // Someone else's notification, a wrong device, or no such notification: the same answer.
  if (!row || (row.deviceId !== null && row.deviceId !== input.deviceId)) {
    throw new HttpError(404, SERVER.notificationNotFound);
  }
  if (row.inputRequired !== 1) throw new HttpError(400, SERVER.notificationNotPending);
  if (row.status === input.answer) return { kind: row.kind, alsoAnsweredFor: [] };
  if (row.status !== 'Pending') throw new HttpError(400, SERVER.notificationAlreadyAnswered);

  let alsoAnsweredFor: number[] = [];
  if (row.kind === 'invite') await answerInvite(tx, row, input.answer);
  if (row.kind === 'new_device') alsoAnsweredFor = await answerNewDevice(tx, row, input.answer);
  await tx
    .update(notifications)
    .set({ status: input.answer, answeredAt: new Date() })
    .where(eq(notifications.id, row.id));
  return { kind: row.kind, alsoAnsweredFor };
}
