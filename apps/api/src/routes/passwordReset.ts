import { and, eq, gt, isNull } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { clearLoginFailures } from '../auth/loginLockout';
import { revokeUserSessions } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { publicRoute } from '../http/registerRoute';
import { resetPasswordMail } from '../mail/resetPasswordMail';
import { normalizeEmail } from '../users/loadUser';

/** How long an e-mailed reset link works. */
export const RESET_LINK_VALID_MINUTES = 60;

/**
 * POST user/forgotPassword: e-mails a one-time link. An unknown address gets 400 with a message, which is
 * what the spec's modal shows on 400 (a deliberate choice of the spec, kept).
 */
export const forgotPassword = (ctx: AppContext) =>
  publicRoute(routes.forgotPassword, async ({ body }) => {
    const email = normalizeEmail(body.email);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new HttpError(400, SERVER.forgotPasswordUnknown);
    if (user.loginType !== 'eRisk') throw new HttpError(400, SERVER.passwordChangeNotAllowed);

    const token = newToken();
    await ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_LINK_VALID_MINUTES * 60_000),
    });
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(
      resetPasswordMail({
        to: { name: `${user.firstName} ${user.lastName}`.trim(), address: user.email },
        firstName: user.firstName,
        link,
        validMinutes: RESET_LINK_VALID_MINUTES,
      }),
    );
    return { message: SERVER.forgotPasswordSent, result: null };
  });

/** POST user/resetPassword: sets the new password once per link and signs the account out everywhere. */
export const resetPassword = (ctx: AppContext) =>
  publicRoute(routes.resetPassword, async ({ body }) => {
    const tokenHash = hashToken(body.token);
    const [link] = await ctx.db
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!link) throw new HttpError(400, SERVER.resetLinkInvalid);

    const passwordHash = await ctx.passwords.hash(body.password);
    const email = await ctx.db.transaction(async (tx) => {
      // Claiming the link and using it is one step: of two concurrent uses only one wins.
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (claimed.length === 0) throw new HttpError(400, SERVER.resetLinkInvalid);
      const [user] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, link.userId))
        .returning({ email: users.email });
      await revokeUserSessions(tx, link.userId);
      return user.email;
    });
    ctx.versions.userChanged(link.userId);
    await clearLoginFailures(ctx.db, email);
    return { message: SERVER.passwordReset, result: null };
  });
