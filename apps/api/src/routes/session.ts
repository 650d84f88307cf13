import { eq } from 'drizzle-orm';
import { SECOND_FACTOR_CHALLENGE_SECONDS, SERVER, routes } from '@drisk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { accessAllowedAt } from '../auth/accessRestrictions';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from '../auth/loginLockout';
import { startLoginChallenge } from '../auth/loginChallenges';
import { revokeSession, startSession } from '../auth/sessions';
import { confirmedTotp } from '../auth/totp';
import { mustSetUpTwoFactor } from '../auth/twoFactorRequirement';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { publicRoute, sessionRoute } from '../http/registerRoute';
import { normalizeEmail } from '../users/loadUser';
import { toUserDetails } from '../users/userPresenter';

/**
 * POST user/login: a new token at every sign-in; failures count towards the account lock. With a second
 * factor on, a right password answers a challenge for user/login/second-factor instead of a session.
 */
export const login = (ctx: AppContext) =>
  publicRoute(routes.login, async ({ body, request }) => {
    const email = normalizeEmail(body.email_address);
    if (await isLoginLocked(ctx.db, email)) throw new HttpError(429, SERVER.accountLocked);

    const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    let valid = false;
    if (user?.passwordHash) valid = await ctx.passwords.verify(user.passwordHash, body.password);
    // Unknown address or social-only account: spend the same time, give the same answer.
    else await ctx.passwords.verifyNothing(body.password);
    if (!user || !valid || !user.isActive) {
      await recordLoginFailure(ctx.db, ctx.config, email);
      throw new HttpError(400, SERVER.invalidCredentials);
    }

    // A user profile restricted to certain months, weekdays or hours signs in only within them.
    if (!accessAllowedAt(user.accessRestrictions, ctx.config.clock(), ctx.config.accessTimeZone)) {
      await clearLoginFailures(ctx.db, email);
      throw new HttpError(403, SERVER.accessRestricted);
    }
    if (user.passwordHash && ctx.passwords.needsRehash(user.passwordHash)) {
      const passwordHash = await ctx.passwords.hash(body.password);
      await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    }
    if (await confirmedTotp(ctx.db, user.id)) {
      // The failures are forgotten only after the code step, or a known password would reset the count of
      // wrong codes at will.
      const challenge = await startLoginChallenge(ctx.db, user.id, ctx.config.clock());
      return {
        message: SERVER.secondFactorRequired,
        result: {
          second_factor_required: true as const,
          challenge,
          expires_in: SECOND_FACTOR_CHALLENGE_SECONDS,
        },
      };
    }
    await clearLoginFailures(ctx.db, email);
    // A second factor required and not set up: the session may only set it up (auth/twoFactorRequirement.ts).
    const twoFactorSetupPending = await mustSetUpTwoFactor(ctx.db, user);
    return signInReply(ctx, user, request, { twoFactorSetupPending });
  });

/**
 * The spec's successful sign-in: a new session and the user's details; with `twoFactorSetupPending`, a
 * session held to the set-up calls, flagged in our own field two_factor_setup_required.
 */
export async function signInReply(
  ctx: AppContext,
  user: typeof users.$inferSelect,
  request: FastifyRequest,
  { twoFactorSetupPending = false }: { twoFactorSetupPending?: boolean } = {},
) {
  const token = await startSession(
    ctx.db,
    ctx.config,
    user.id,
    { ip: request.ip, userAgent: request.headers['user-agent'] },
    { twoFactorSetupPending },
  );
  return {
    message: SERVER.loginSuccess,
    result: {
      token,
      user_id: user.id,
      idle_timeout: Math.round(ctx.config.sessionIdleMinutes * 60),
      user_details: toUserDetails(user),
      ...(twoFactorSetupPending ? { two_factor_setup_required: true } : {}),
    },
  };
}

/** POST user/logout: the token stops working at once. */
export const logout = (ctx: AppContext) =>
  sessionRoute(routes.logout, async ({ session }) => {
    await revokeSession(ctx.db, session.sessionId);
    ctx.versions.userChanged(session.userId);
    return { message: SERVER.logoutSuccess, result: null };
  });
