import { eq, or } from 'drizzle-orm';
import { SERVER, normalizePhone, routes, wireDateToIsoDate } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { isUniqueViolation } from '../db/isUniqueViolation';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { publicRoute } from '../http/registerRoute';
import { deliverPendingInvitations } from '../invitations/deliverPendingInvitations';
import { normalizeEmail } from '../users/loadUser';
import { newTinodeUsername } from '../users/tinodeUsername';

/**
 * POST user/registration: a new e-mail account. E-mail and phone must both be unused; invitations sent
 * to the address earlier become the new account's notifications.
 */
export const registration = (ctx: AppContext) =>
  publicRoute(routes.registration, async ({ body }) => {
    if (body.loginType !== 'eRisk') {
      // Social sign-in needs the provider's proof of identity, which this call does not carry yet.
      const message =
        body.loginType === 'google' && !ctx.config.googleClientId
          ? SERVER.googleNotConfigured
          : SERVER.socialSignInUnavailable;
      throw new HttpError(400, message);
    }
    const email = normalizeEmail(body.email_address);
    const phone = normalizePhone(body.phone_number);
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, email), eq(users.phone, phone)))
      .limit(1);
    if (taken) throw new HttpError(400, SERVER.duplicateUser);

    const passwordHash = await ctx.passwords.hash(body.password);
    try {
      await ctx.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            firstName: body.first_name,
            lastName: body.last_name,
            email,
            phone,
            dob: wireDateToIsoDate(body.dob),
            userType: body.user_type,
            loginType: 'eRisk',
            passwordHash,
            tinodeUsername: newTinodeUsername(email),
            firebaseToken: body.firebase_token || null,
          })
          .returning({ id: users.id });
        await deliverPendingInvitations(tx, user.id, email);
      });
    } catch (error) {
      // Two registrations racing for the same address or phone: the database decides, same answer.
      if (isUniqueViolation(error)) throw new HttpError(400, SERVER.duplicateUser);
      throw error;
    }
    return { message: SERVER.registrationSuccess, result: null };
  });
