import {
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_RP_NAME,
  PASSKEYS_PER_USER_MAX,
  SERVER,
  VALIDATION,
  routes,
} from '@drisk/contract';
import type { PasskeySummary } from '@drisk/contract';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import { confirmPassword } from '../auth/confirmPassword';
import { signedChallenge, spendPasskeyChallenge, startPasskeyChallenge } from '../auth/passkeyChallenges';
import { relyingParty, userHandleOf } from '../auth/passkeyRelyingParty';
import { passkeyCredentials } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';
import { loadUser } from '../users/loadUser';

type PasskeyRow = typeof passkeyCredentials.$inferSelect;

export const toPasskeySummary = (row: PasskeyRow): PasskeySummary => ({
  passkey_id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

async function passkeysOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId))
    .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
}

/**
 * POST user/passkeys/registration-options: what the browser needs to create a discoverable passkey for
 * this account (so sign-in needs no e-mail address), with user verification, and without re-creating one
 * the authenticator already holds for it. An account with a password gives it again first.
 */
export const passkeyRegistrationOptions = (ctx: AppContext) =>
  sessionRoute(routes.passkeyRegistrationOptions, async ({ body, session }) => {
    const user = await loadUser(ctx.db, session.userId);
    if (user.passwordHash) {
      if (!body.password) throw new HttpError(400, VALIDATION.passwordRequired);
      await confirmPassword(ctx, user, body.password);
    }
    const existing = await passkeysOf(ctx, user.id);
    if (existing.length >= PASSKEYS_PER_USER_MAX) throw new HttpError(409, SERVER.passkeyLimit);
    const challenge = await startPasskeyChallenge(ctx.db, 'register', user.id, ctx.config.clock());
    const { rpID } = relyingParty(ctx.config);
    const options = await generateRegistrationOptions({
      rpName: PASSKEY_RP_NAME,
      rpID,
      userID: userHandleOf(user.id),
      userName: user.email,
      userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      // Bytes, not text: a text challenge would be UTF-8 encoded once more and come back changed.
      challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({
        id: row.credentialId,
        transports: row.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    return { message: '', result: { options: { ...options } } };
  });

/**
 * POST user/passkeys/register: checks the attestation against a live registration challenge of this user,
 * this relying party and its origin, then keeps the credential under the given name.
 */
export const passkeyRegister = (ctx: AppContext) =>
  sessionRoute(routes.passkeyRegister, async ({ body, session }) => {
    const now = ctx.config.clock();
    const challenge = signedChallenge(body.response.response.clientDataJSON);
    await spendPasskeyChallenge(ctx.db, challenge, 'register', session.userId, now);
    const { rpID, origin } = relyingParty(ctx.config);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: body.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
    } catch (error) {
      ctx.log.info({ err: error }, 'passkey registration refused');
      throw new HttpError(400, SERVER.passkeyNotAccepted);
    }
    const info = verification.registrationInfo;
    if (!verification.verified || !info) throw new HttpError(400, SERVER.passkeyNotAccepted);

    const [{ held = 0 } = {}] = await ctx.db
      .select({ held: count() })
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.userId, session.userId));
    if (held >= PASSKEYS_PER_USER_MAX) throw new HttpError(409, SERVER.passkeyLimit);
    const [row] = await ctx.db
      .insert(passkeyCredentials)
      .values({
        credentialId: info.credential.id,
        userId: session.userId,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        name: body.name,
      })
      .onConflictDoNothing({ target: passkeyCredentials.credentialId })
      .returning();
    if (!row) throw new HttpError(409, SERVER.passkeyAlreadyRegistered);
    return { message: SERVER.passkeyAdded, result: toPasskeySummary(row) };
  });

/** GET user/passkeys */
export const passkeyList = (ctx: AppContext) =>
  sessionRoute(routes.passkeyList, async ({ session }) => {
    const rows = await passkeysOf(ctx, session.userId);
    return { message: '', result: { passkeys: rows.map(toPasskeySummary) } };
  });

/** POST user/passkeys/rename: only among the caller's own passkeys; another's answers as unknown. */
export const passkeyRename = (ctx: AppContext) =>
  sessionRoute(routes.passkeyRename, async ({ body, session }) => {
    const [row] = await ctx.db
      .update(passkeyCredentials)
      .set({ name: body.name })
      .where(and(eq(passkeyCredentials.id, body.passkey_id), eq(passkeyCredentials.userId, session.userId)))
      .returning();
    if (!row) throw new HttpError(404, SERVER.passkeyNotFound);
    return { message: SERVER.passkeyRenamed, result: toPasskeySummary(row) };
  });

/** POST user/passkeys/delete: the credential is forgotten, so it signs in no more. */
export const passkeyDelete = (ctx: AppContext) =>
  sessionRoute(routes.passkeyDelete, async ({ body, session }) => {
    const rows = await ctx.db
      .delete(passkeyCredentials)
      .where(and(eq(passkeyCredentials.id, body.passkey_id), eq(passkeyCredentials.userId, session.userId)))
      .returning({ id: passkeyCredentials.id });
    if (rows.length === 0) throw new HttpError(404, SERVER.passkeyNotFound);
    return { message: SERVER.passkeyRemoved, result: null };
  });
