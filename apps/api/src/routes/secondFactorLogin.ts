import { SERVER, routes } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { accessAllowedAt } from '../auth/accessRestrictions';
import { challengedUser, spendLoginChallenge } from '../auth/loginChallenges';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from '../auth/loginLockout';
import { spendRecoveryCode } from '../auth/recoveryCodes';
import { confirmedTotp, matchTotpStep, spendTotpStep } from '../auth/totp';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { publicRoute } from '../http/registerRoute';
import { signInReply } from './session';

/**
 * POST user/login/second-factor: the challenge of a right password plus a current code or an unused
 * recovery code gives the session user/login would have. Wrong codes count towards the same lock as wrong
 * passwords; a code's time step works once.
 */
export const loginSecondFactor = (ctx: AppContext) =>
  publicRoute(routes.loginSecondFactor, async ({ body, request }) => {
    const now = ctx.config.clock();
    const userId = await challengedUser(ctx.db, body.challenge, now);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    const totp = await confirmedTotp(ctx.db, userId);
    // Turned off or deactivated since the password step: that sign-in must start again.
    if (!user || !user.isActive || !totp) throw new HttpError(401, SERVER.challengeUnknown);
    if (await isLoginLocked(ctx.db, user.email)) throw new HttpError(429, SERVER.accountLocked);

    if (body.code !== undefined) {
      const step = await matchTotpStep(totp.secret, body.code, now);
      if (step === null) {
        await recordLoginFailure(ctx.db, ctx.config, user.email);
        throw new HttpError(400, SERVER.totpCodeWrong);
      }
      if (!(await spendTotpStep(ctx.db, userId, step))) {
        await recordLoginFailure(ctx.db, ctx.config, user.email);
        throw new HttpError(400, SERVER.totpCodeReplayed);
      }
    } else if (!(await spendRecoveryCode(ctx.db, userId, body.recovery_code ?? ''))) {
      await recordLoginFailure(ctx.db, ctx.config, user.email);
      throw new HttpError(400, SERVER.recoveryCodeWrong);
    }

    if (!(await spendLoginChallenge(ctx.db, body.challenge, now))) {
      throw new HttpError(401, SERVER.challengeUnknown);
    }
    await clearLoginFailures(ctx.db, user.email);
    if (!accessAllowedAt(user.accessRestrictions, now, ctx.config.accessTimeZone)) {
      throw new HttpError(403, SERVER.accessRestricted);
    }
    return signInReply(ctx, user, request);
  });
