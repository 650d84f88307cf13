import { SERVER, routes } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '../appContext';
import { confirmPassword } from '../auth/confirmPassword';
import { isLoginLocked, recordLoginFailure } from '../auth/loginLockout';
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
  unusedRecoveryCodes,
} from '../auth/recoveryCodes';
import { revokeUserSessions } from '../auth/sessions';
import { confirmedTotp, matchTotpStep, newTotpSecret, spendTotpStep, totpUri } from '../auth/totp';
import { liftTwoFactorSetup, twoFactorRequiredBy } from '../auth/twoFactorRequirement';
import { devices, userTotp } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';
import { loadUser } from '../users/loadUser';

/** GET user/two-factor/status */
export const twoFactorStatus = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorStatus, async ({ session }) => {
    const enabled = Boolean(await confirmedTotp(ctx.db, session.userId));
    const left = enabled ? await unusedRecoveryCodes(ctx.db, session.userId) : 0;
    const user = await loadUser(ctx.db, session.userId);
    // A password-less account is never held to it (it could not set one up), so it is not told it must.
    const requiredBy = user.passwordHash ? await twoFactorRequiredBy(ctx.db, session.userId) : null;
    return {
      message: '',
      result: {
        enabled,
        recovery_codes_left: left,
        required: requiredBy !== null,
        required_by: requiredBy,
        setup_pending: Boolean(session.twoFactorSetupPending),
      },
    };
  });

/**
 * POST user/two-factor/setup: with the password again, a new secret waiting for its first code; a set-up
 * started before is replaced. A wrong password counts towards the sign-in lock, as for turning it off.
 */
export const twoFactorSetup = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorSetup, async ({ body, session }) => {
    if (await confirmedTotp(ctx.db, session.userId)) throw new HttpError(409, SERVER.twoFactorAlreadyOn);
    const user = await loadUser(ctx.db, session.userId);
    await confirmPassword(ctx, user, body.password);
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
    // Sessions held until now for a required second factor are free from this call on.
    await liftTwoFactorSetup(ctx.db, session.userId);
    ctx.versions.userChanged(session.userId);
    return { message: SERVER.twoFactorEnabled, result: { recovery_codes: recoveryCodes } };
  });

/**
 * POST user/two-factor/disable: a current code, or the password with a recovery code (for a lost phone).
 * Wrong proofs count towards the sign-in lock, since a stolen session could otherwise guess them freely.
 * Every other session of the user ends: one opened by someone who got past the second factor some other
 * way must not outlive it. The session that turned it off stays.
 */
export const twoFactorDisable = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorDisable, async ({ body, session }) => {
    const totp = await confirmedTotp(ctx.db, session.userId);
    if (!totp) throw new HttpError(409, SERVER.twoFactorNotOn);
    const user = await loadUser(ctx.db, session.userId);
    // Required by the company or a device's owner: it stays on (checked before any proof is spent).
    if (user.passwordHash && (await twoFactorRequiredBy(ctx.db, session.userId)) !== null) {
      throw new HttpError(403, SERVER.twoFactorRequiredCannotDisable);
    }
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
      if (!passwordRight) throw await refuse(SERVER.passwordNotCorrect);
      if (!(await spendRecoveryCode(ctx.db, session.userId, body.recovery_code ?? ''))) {
        throw await refuse(SERVER.recoveryCodeWrong);
      }
    }
    await ctx.db.transaction(async (tx) => {
      await tx.delete(userTotp).where(eq(userTotp.userId, session.userId));
      await deleteRecoveryCodes(tx, session.userId);
      await revokeUserSessions(tx, session.userId, session.sessionId);
    });
    ctx.versions.userChanged(session.userId);
    return { message: SERVER.twoFactorDisabled, result: null };
  });

/**
 * POST user/two-factor/recovery-codes: a current code (its step then spent) buys ten new recovery codes,
 * shown once; the old ones, used or not, stop working. A wrong code counts towards the sign-in lock.
 */
export const twoFactorRecoveryCodes = (ctx: AppContext) =>
  sessionRoute(routes.twoFactorRecoveryCodes, async ({ body, session }) => {
    const totp = await confirmedTotp(ctx.db, session.userId);
    if (!totp) throw new HttpError(409, SERVER.twoFactorNotOn);
    const user = await loadUser(ctx.db, session.userId);
    if (await isLoginLocked(ctx.db, user.email)) throw new HttpError(429, SERVER.accountLocked);
    const step = await matchTotpStep(totp.secret, body.code, ctx.config.clock());
    const spent = step !== null && (await spendTotpStep(ctx.db, session.userId, step));
    if (!spent) {
      await recordLoginFailure(ctx.db, ctx.config, user.email);
      throw new HttpError(400, step === null ? SERVER.totpCodeWrong : SERVER.totpCodeReplayed);
    }
    const recoveryCodes = await replaceRecoveryCodes(ctx.db, session.userId);
    return { message: SERVER.recoveryCodesReplaced, result: { recovery_codes: recoveryCodes } };
  });

/** POST device/getTwoFactorRequirement: whether the device's Admins and Guests must have a second factor. */
export const getDeviceTwoFactor = (ctx: AppContext) =>
  sessionRoute(routes.getDeviceTwoFactor, async ({ body }) => {
    const [row] = await ctx.db
      .select({ required: devices.requireTwoFactor })
      .from(devices)
      .where(eq(devices.deviceId, body.device_id))
      .limit(1);
    return { result: { device_id: body.device_id, required: row?.required ?? false } };
  });

/**
 * POST device/setTwoFactorRequirement: the Owner (only; access declared in the contract) requires a second
 * factor of the device's other users. It holds them at their next password sign-in, not in open sessions.
 */
export const setDeviceTwoFactor = (ctx: AppContext) =>
  sessionRoute(routes.setDeviceTwoFactor, async ({ body }) => {
    await ctx.db
      .update(devices)
      .set({ requireTwoFactor: body.required })
      .where(eq(devices.deviceId, body.device_id));
    return {
      message: body.required ? SERVER.deviceTwoFactorRequired : SERVER.deviceTwoFactorNotRequired,
      result: { device_id: body.device_id, required: body.required },
    };
  });
