import { and, eq } from 'drizzle-orm';
import { INVITE_ROLE_ID, SERVER, roleLabel, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { devices, invitations, notifications, userDevices, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';
import { inviteMessage } from '../invitations/inviteMessage';
import { inviteMail } from '../mail/inviteMail';
import { loadUser, normalizeEmail } from '../users/loadUser';

/**
 * POST user/inviteUser: Owners and Admins invite someone to a device as Admin or Guest. A person with an
 * account gets a Pending notification to accept; a new person gets an e-mail to register, and the
 * notification appears when they do. Both get an e-mail.
 */
export const inviteUser = (ctx: AppContext) =>
  sessionRoute(routes.inviteUser, async ({ body, session }) => {
    const inviter = await loadUser(ctx.db, session.userId);
    const email = normalizeEmail(body.email_address);
    if (email === inviter.email) throw new HttpError(400, SERVER.inviteSelf);

    const roleId = INVITE_ROLE_ID[body.userType];
    const [device] = await ctx.db
      .select({ name: devices.name })
      .from(devices)
      .where(eq(devices.deviceId, body.device_id));
    const [invitee] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (invitee) {
      const [mapped] = await ctx.db
        .select({ id: userDevices.id })
        .from(userDevices)
        .where(and(eq(userDevices.userId, invitee.id), eq(userDevices.deviceId, body.device_id)))
        .limit(1);
      if (mapped) throw new HttpError(400, SERVER.inviteAlreadyMapped);
    }

    const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
    await ctx.db.transaction(async (tx) => {
      const [invitation] = await tx
        .insert(invitations)
        .values({
          email,
          deviceId: body.device_id,
          roleId,
          invitedBy: inviter.id,
          status: invitee ? 'notified' : 'pending',
          notifiedAt: invitee ? new Date() : null,
        })
        .returning({ id: invitations.id });
      if (invitee) {
        await tx.insert(notifications).values({
          userId: invitee.id,
          deviceId: body.device_id,
          kind: 'invite',
          userType: roleLabel(roleId),
          message: inviteMessage(inviterName, device.name, roleId),
          status: 'Pending',
          inputRequired: 1,
          payload: { invitation_id: invitation.id, role_id: roleId, invited_by: inviter.id },
        });
      }
    });

    // The invitee's open apps refetch their notifications (the bell shows the new one at once).
    if (invitee) void ctx.gateways.publishToUser(invitee.id, { module: 'notifications' });

    const link = invitee
      ? `${ctx.config.publicUrl}/`
      : `${ctx.config.publicUrl}/register?email=${encodeURIComponent(email)}`;
    await ctx.mailer.send(
      inviteMail({
        to: email,
        inviterName,
        deviceName: device.name,
        roleLabel: roleLabel(roleId),
        link,
        hasAccount: Boolean(invitee),
      }),
    );
    return { message: SERVER.inviteSent, result: null };
  });
