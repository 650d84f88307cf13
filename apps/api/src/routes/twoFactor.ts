import { SERVER, routes } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '../appContext';
import { isLoginLocked, recordLoginFailure } from '../auth/loginLockout';
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
  unusedRecoveryCodes,
} from '../auth/recoveryCodes';
import { confirmedTotp, matchTotpStep, newTotpSecret, spendTotpStep, totpUri } from '../auth/totp';
import { userTotp } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';
import { loadUser } from '../users/loadUser';

/** GET user/two-factor/status */
export const twoFactorStatus = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorStatus, async ({ session }) => {
    const enabled = Boolean(await confirmedTotp(ctx.db, session.userId));
    const left = enabled ? await unusedRecoveryCodes(ctx.db, session.userId) : 0;
    return { message: '', result: { enabled, recovery_codes_left: left } };
  });

/**
 * POST user/two-factor/setup: with the password again, a new secret waiting for its first code; a set-up
 * started before is replaced. A wrong password counts towards the sign-in lock, as for turning it off.
 */
export const twoFactorSetup = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorSetup, async ({ body, session }) => {
    if (await confirmedTotp(ctx.db, session.userId)) throw new HttpError(409, SERVER.twoFactorAlreadyOn);
    const user = await loadUser(ctx.db, session.userId);
    if (await isLoginLocked(ctx.db, user.email)) throw new HttpError(429, SERVER.accountLocked);
    const passwordRight = user.passwordHash
      ? await ctx.passwords.verify(user.passwordHash, body.password)
      : false;
    if (!passwordRight) {
      await recordLoginFailure(ctx.db, ctx.config, user.email);
      throw new HttpError(400, SERVER.twoFactorPasswordWrong);
    }
    const secret = newTotpSecret();
    await ctx.db
      .insert(userTotp)
      .values({ userId: session.userId, secret })
      .onConflictDoUpdate({
        target: userTotp.userId,
        set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
      });
    const otpauthUrl = totpUri(user.email, secret);
    // A data URL made here, so the browser needs no QR library and the secret never leaves in a third-party URL.
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return {
      message: SERVER.twoFactorSetupStarted,
      result: { secret, otpauth_url: otpauthUrl, qr_code: qrCode },
    };
  });

/** POST user/two-factor/confirm: the first right code turns it on and answers the recovery codes, once. */
export const twoFactorConfirm = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorConfirm, async ({ body, session }) => {
    const [pending] = await ctx.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, session.userId))
      .limit(1);
    if (!pending) throw new HttpError(409, SERVER.twoFactorNotStarted);
    if (pending.confirmedAt) throw new HttpError(409, SERVER.twoFactorAlreadyOn);
    const step = await matchTotpStep(pending.secret, body.code, ctx.config.clock());
    if (step === null) throw new HttpError(400, SERVER.totpCodeWrong);
    const [confirmed] = await ctx.db
      .update(userTotp)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(eq(userTotp.userId, session.userId))
      .returning({ userId: userTotp.userId });
    if (!confirmed) throw new HttpError(409, SERVER.twoFactorNotStarted);
    const recoveryCodes = await replaceRecoveryCodes(ctx.db, session.userId);
    return { message: SERVER.twoFactorEnabled, result: { recovery_codes: recoveryCodes } };
  });

/**
 * POST user/two-factor/disable: a current code, or the password with a recovery code (for a lost phone).
 * Wrong proofs count towards the sign-in lock, since a stolen session could otherwise guess them freely.
 */
export const twoFactorDisable = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorDisable, async ({ body, session }) => {
    const totp = await confirmedTotp(ctx.db, session.userId);
    if (!totp) throw new HttpError(409, SERVER.twoFactorNotOn);
    const user = await loadUser(ctx.db, session.userId);
    if (await isLoginLocked(ctx.db, user.email)) throw new HttpError(429, SERVER.accountLocked);
    const refuse = async (message: string) => {
      await recordLoginFailure(ctx.db, ctx.config, user.email);
      return new HttpError(400, message);
    };

    if (body.code !== undefined) {
      const step = await matchTotpStep(totp.secret, body.code, ctx.config.clock());
      if (step === null) throw await refuse(SERVER.totpCodeWrong);
      if (!(await spendTotpStep(ctx.db, session.userId, step))) throw await refuse(SERVER.totpCodeReplayed);
    } else {
      const passwordRight = user.passwordHash
        ? await ctx.passwords.verify(user.passwordHash, body.password ?? '')
        : false;
      if (!passwordRight) throw await refuse(SERVER.twoFactorPasswordWrong);
      if (!(await spendRecoveryCode(ctx.db, session.userId, body.recovery_code ?? ''))) {
        throw await refuse(SERVER.recoveryCodeWrong);
      }
    }
    await ctx.db.delete(userTotp).where(eq(userTotp.userId, session.userId));
    await deleteRecoveryCodes(ctx.db, session.userId);
    return { message: SERVER.twoFactorDisabled, result: null };
  });
