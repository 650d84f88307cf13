import { PASSKEY_CHALLENGE_SECONDS, SERVER, routes } from '@drisk/contract';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { accessAllowedAt } from '../auth/accessRestrictions';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from '../auth/loginLockout';
import { signedChallenge, spendPasskeyChallenge, startPasskeyChallenge } from '../auth/passkeyChallenges';
import { relyingParty, userHandleOf } from '../auth/passkeyRelyingParty';
import { passkeyCredentials, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { publicRoute } from '../http/registerRoute';
import { signInReply } from './session';

/**
 * POST user/login/passkey-options: a challenge for any account. allowCredentials stays empty, so the
 * browser offers the passkeys it holds for this site and nobody types an e-mail address (usernameless).
 */
export const passkeyLoginOptions = (ctx: AppContext) =>
  publicRoute(routes.passkeyLoginOptions, async () => {
    const challenge = await startPasskeyChallenge(ctx.db, 'login', null, ctx.config.clock());
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(ctx.config).rpID,
      challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
      allowCredentials: [],
      userVerification: 'required',
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    return { message: '', result: { options: { ...options } } };
  });

/**
 * POST user/login/passkey: a signature by a registered passkey over a live sign-in challenge, with the
 * user verified on the device, gives the session user/login would. A passkey is something held and
 * something known or been, so no second factor follows. Like the password path it honours the sign-in lock
 * (a failed check counts towards it), a deactivated account and the profile's access hours.
 */
export const passkeyLogin = (ctx: AppContext) =>
  publicRoute(routes.passkeyLogin, async ({ body, request }) => {
    const now = ctx.config.clock();
    const response = body.response as unknown as AuthenticationResponseJSON;
    const challenge = signedChallenge(response.response.clientDataJSON);
    await spendPasskeyChallenge(ctx.db, challenge, 'login', null, now);

    const [credential] = await ctx.db
      .select()
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.credentialId, response.id))
      .limit(1);
    if (!credential) throw new HttpError(400, SERVER.passkeyUnknown);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, credential.userId)).limit(1);
    if (!user) throw new HttpError(400, SERVER.passkeyUnknown);
    if (await isLoginLocked(ctx.db, user.email)) throw new HttpError(429, SERVER.accountLocked);
    const refuse = async (message: string) => {
      await recordLoginFailure(ctx.db, ctx.config, user.email);
      return new HttpError(400, message);
    };
    if (!user.isActive) throw await refuse(SERVER.invalidCredentials);
    // A discoverable passkey names its account; it must be the credential's own.
    const handle = response.response.userHandle;
    if (handle && handle !== Buffer.from(userHandleOf(user.id)).toString('base64url')) {
      throw await refuse(SERVER.passkeyNotAccepted);
    }

    const { rpID, origin } = relyingParty(ctx.config);
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        // The library refuses a counter that did not go up (when either side counts): a cloned authenticator.
        credential: {
          id: credential.credentialId,
          publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
          counter: credential.counter,
          transports: credential.transports as AuthenticatorTransport[],
        },
      });
      if (!verification.verified) throw new Error('not verified');
      newCounter = verification.authenticationInfo.newCounter;
    } catch (error) {
      ctx.log.info({ err: error }, 'passkey sign-in refused');
      throw await refuse(SERVER.passkeyNotAccepted);
    }
    // Only from the counter just checked: of two parallel uses of one signature, one wins.
    const [used] = await ctx.db
      .update(passkeyCredentials)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(
        and(eq(passkeyCredentials.id, credential.id), eq(passkeyCredentials.counter, credential.counter)),
      )
      .returning({ id: passkeyCredentials.id });
    if (!used) throw await refuse(SERVER.passkeyNotAccepted);

    await clearLoginFailures(ctx.db, user.email);
    if (!accessAllowedAt(user.accessRestrictions, now, ctx.config.accessTimeZone)) {
      throw new HttpError(403, SERVER.accessRestricted);
    }
    return signInReply(ctx, user, request);
  });
