import {
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_NAME_MAX,
  SERVER,
  VALIDATION,
  type PasskeySummary,
} from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { registerUser, type RegisteredUser } from '../test/factories';
import { SoftwareAuthenticator } from '../test/softwareAuthenticator';
import { getTestServer, type TestServer } from '../test/testServer';

// The test server's PUBLIC_URL is http://drisk.test: the relying party is drisk.test, the origin that URL.
const ORIGIN = 'http://drisk.test';
const RP_ID = 'drisk.test';
const START = Date.parse('2026-03-02T10:00:05Z');
let now = START;
let server: TestServer;

beforeAll(async () => {
  server = await getTestServer({ clock: () => new Date(now) });
});
afterAll(() => server?.close());
beforeEach(() => {
  now = START;
});

interface CreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  excludeCredentials?: Array<{ id: string }>;
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
}
interface RequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials?: unknown[];
  userVerification?: string;
}

interface SignedIn extends RegisteredUser {
  token: string;
}

async function signedInUser(): Promise<SignedIn> {
  const user = await registerUser(server);
  return { ...user, token: await server.login(user.email, user.password) };
}

/** The options for adding a passkey, asked with the user's password as the dashboard does. */
async function registrationOptions(user: SignedIn) {
  const reply = await server.call<{ options: CreationOptions }>('user/passkeys/registration-options', {
    token: user.token,
    body: { password: user.password },
  });
  expect(reply.status).toBe(200);
  return reply.body.result.options;
}

const register = (token: string, name: string, response: unknown) =>
  server.call<PasskeySummary>('user/passkeys/register', { token, body: { name, response } });

/** A user with one passkey added through the API, and the authenticator holding it. */
async function userWithPasskey(name = 'Laptop') {
  const user = await signedInUser();
  const authenticator = new SoftwareAuthenticator(ORIGIN, RP_ID);
  const reply = await register(
    user.token,
    name,
    authenticator.register(await registrationOptions(user)),
  );
  expect(reply.status).toBe(200);
  return { user, authenticator, passkey: reply.body.result };
}

async function loginOptions() {
  const reply = await server.call<{ options: RequestOptions }>('user/login/passkey-options', { body: {} });
  expect(reply.status).toBe(200);
  return reply.body.result.options;
}

const passkeyLogin = (response: unknown) =>
  server.call<{ token: string; user_id: number; idle_timeout: number; second_factor_required?: true }>(
    'user/login/passkey',
    { body: { response } },
  );

const listOf = async (token: string) =>
  (await server.call<{ passkeys: PasskeySummary[] }>('user/passkeys', { token })).body.result.passkeys;

describe('adding a passkey', () => {
  it('offers options for a discoverable, user-verified passkey of this relying party, and keeps it', async () => {
    const user = await signedInUser();
    const options = await registrationOptions(user);
    expect(options.rp).toEqual({ id: RP_ID, name: 'dRisk' });
    expect(options.user.name).toBe(user.email);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.excludeCredentials).toEqual([]);

    const authenticator = new SoftwareAuthenticator(ORIGIN, RP_ID);
    const added = await register(user.token, '  Work laptop ', authenticator.register(options));
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(SERVER.passkeyAdded);
    expect(added.body.result).toEqual({
      passkey_id: expect.any(Number),
      name: 'Work laptop',
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(await listOf(user.token)).toEqual([added.body.result]);

    // The next options tell the authenticator not to make a second passkey for the same account.
    const next = await registrationOptions(user);
    expect(next.excludeCredentials?.map((item) => item.id)).toEqual([authenticator.id]);
  });

  it('refuses an attestation made for another origin or relying party, or without user verification', async () => {
    const user = await signedInUser();
    const cases = [
      { origin: 'http://evil.test' },
      { origin: 'http://drisk.test:8080' },
      { rpID: 'evil.test' },
      { userVerified: false },
      { type: 'webauthn.get' },
    ];
    for (const overrides of cases) {
      const authenticator = new SoftwareAuthenticator(ORIGIN, RP_ID);
      const reply = await register(
        user.token,
        'Phone',
        authenticator.register(await registrationOptions(user), overrides),
      );
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      expect(reply.body.message).toBe(SERVER.passkeyNotAccepted);
    }
    expect(await listOf(user.token)).toEqual([]);
  });

  it('takes each challenge once, only before it expires, and only from the user it was made for', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const authenticator = new SoftwareAuthenticator(ORIGIN, RP_ID);
    const response = authenticator.register(await registrationOptions(user));

    const stolen = await register(other.token, 'Phone', response);
    expect(stolen.status).toBe(401);
    expect(stolen.body.message).toBe(SERVER.passkeyChallengeUnknown);

    const fresh = authenticator.register(await registrationOptions(user));
    expect((await register(user.token, 'Phone', fresh)).status).toBe(200);
    const replayed = await register(user.token, 'Phone again', fresh);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(SERVER.passkeyChallengeUnknown);

    const late = new SoftwareAuthenticator(ORIGIN, RP_ID).register(await registrationOptions(user));
    now += PASSKEY_CHALLENGE_SECONDS * 1000 + 1000;
    const expired = await register(user.token, 'Tablet', late);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(SERVER.passkeyChallengeExpired);

    // A challenge for signing in is no challenge for adding a passkey.
    const signInChallenge = (await loginOptions()).challenge;
    const mixed = new SoftwareAuthenticator(ORIGIN, RP_ID).register({
      challenge: signInChallenge,
      user: { id: 'eA' },
    });
    expect((await register(user.token, 'Mixed', mixed)).status).toBe(401);
    expect(await listOf(user.token)).toHaveLength(1);
  });

  it('asks for the password again before offering a challenge, unless the account has none', async () => {
    const user = await signedInUser();
    const ask = (body: Record<string, unknown>, token = user.token) =>
      server.call('user/passkeys/registration-options', { token, body });
    const missing = await ask({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VALIDATION.passwordRequired);
    const wrong = await ask({ password: 'Not#theRight1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SERVER.passwordNotCorrect);
    expect((await ask({ password: 'x'.repeat(129) })).status).toBe(400);
    expect((await ask({ password: user.password })).status).toBe(200);

    // An account that signs in with Google has no password to give.
    const google = await signedInUser();
    await server.db.update(users).set({ passwordHash: null }).where(eq(users.email, google.email));
    expect((await ask({}, google.token)).status).toBe(200);
  });

  it('counts a wrong password towards the sign-in lock', async () => {
    const user = await signedInUser();
    let last;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      last = await server.call('user/passkeys/registration-options', {
        token: user.token,
        body: { password: `Wrong#${attempt}x` },
      });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.body.message).toBe(SERVER.accountLocked);
    const rightButLocked = await server.call('user/passkeys/registration-options', {
      token: user.token,
      body: { password: user.password },
    });
    expect(rightButLocked.status).toBe(429);
  });

  it('refuses a credential another account already holds', async () => {
    const { authenticator } = await userWithPasskey();
    const other = await signedInUser();
    const reply = await register(
      other.token,
      'Copied',
      authenticator.register(await registrationOptions(other)),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(SERVER.passkeyAlreadyRegistered);
  });

  it('answers bad input with 400 naming the problem, and needs a session', async () => {
    const user = await signedInUser();
    const response = new SoftwareAuthenticator(ORIGIN, RP_ID).register(await registrationOptions(user));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ response }, VALIDATION.passkeyNameRequired],
      [{ name: '   ', response }, VALIDATION.passkeyNameRequired],
      [{ name: 'x'.repeat(PASSKEY_NAME_MAX + 1), response }, VALIDATION.passkeyNameTooLong],
      [{ name: 'Phone' }, VALIDATION.passkeyResponseInvalid],
      [{ name: 'Phone', response: { ...response, type: 'password' } }, VALIDATION.passkeyResponseInvalid],
    ];
    for (const [body, message] of cases) {
      const reply = await server.call('user/passkeys/register', { token: user.token, body });
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    const garbled = await register(user.token, 'Phone', {
      ...response,
      response: { ...response.response, clientDataJSON: 'bm90IGpzb24' },
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toBe(SERVER.passkeyNotAccepted);
    expect((await server.call('user/passkeys/registration-options', { body: {} })).status).toBe(401);
    expect((await server.call('user/passkeys')).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('asks no e-mail address and gives the same session as a password sign-in', async () => {
    const { user, authenticator, passkey } = await userWithPasskey();
    const options = await loginOptions();
    expect(options.rpId).toBe(RP_ID);
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');

    const reply = await passkeyLogin(authenticator.authenticate(options));
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.loginSuccess);
    const password = await server.call<Record<string, unknown>>('user/login', {
      body: { email_address: user.email, password: user.password },
    });
    expect(Object.keys(reply.body.result).sort()).toEqual(Object.keys(password.body.result).sort());
    expect(reply.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await server.call<{ email_address: string }>('user/profile', {
      token: reply.body.result.token,
    });
    expect(profile.status).toBe(200);

    const [listed] = await listOf(user.token);
    expect(listed?.passkey_id).toBe(passkey.passkey_id);
    expect(listed?.last_used_at).toBe(new Date(now).toISOString());
  });

  it('needs no second factor even when the authenticator-app code is on', async () => {
    const { user, authenticator } = await userWithPasskey();
    const setup = await server.call<{ secret: string }>('user/two-factor/setup', {
      token: user.token,
      body: { password: user.password },
    });
    const code = await generate({ secret: setup.body.result.secret, epoch: Math.floor(now / 1000) });
    expect((await server.call('user/two-factor/confirm', { token: user.token, body: { code } })).status).toBe(
      200,
    );
    const password = await server.call<{ second_factor_required?: true }>('user/login', {
      body: { email_address: user.email, password: user.password },
    });
    expect(password.body.result.second_factor_required).toBe(true);

    const reply = await passkeyLogin(authenticator.authenticate(await loginOptions()));
    expect(reply.status).toBe(200);
    expect(reply.body.result.second_factor_required).toBeUndefined();
    expect(reply.body.result.token).toBeTruthy();
  });

  it('refuses a replayed assertion, an expired challenge and a registration challenge', async () => {
    const { user, authenticator } = await userWithPasskey();
    const response = authenticator.authenticate(await loginOptions());
    expect((await passkeyLogin(response)).status).toBe(200);
    const replayed = await passkeyLogin(response);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(SERVER.passkeyChallengeUnknown);

    const late = authenticator.authenticate(await loginOptions());
    now += PASSKEY_CHALLENGE_SECONDS * 1000 + 1000;
    const expired = await passkeyLogin(late);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(SERVER.passkeyChallengeExpired);

    const registration = await registrationOptions(user);
    const mixed = await passkeyLogin(authenticator.authenticate({ challenge: registration.challenge }));
    expect(mixed.status).toBe(401);
  });

  it('refuses another origin, another relying party and an unverified user', async () => {
    const { authenticator } = await userWithPasskey();
    const cases = [
      { origin: 'http://evil.test' },
      { origin: 'https://drisk.test' },
      { rpID: 'evil.test' },
      { userVerified: false },
      { type: 'webauthn.create' },
    ];
    for (const overrides of cases) {
      const reply = await passkeyLogin(authenticator.authenticate(await loginOptions(), overrides));
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      expect(reply.body.message).toBe(SERVER.passkeyNotAccepted);
    }
  });

  it('refuses a counter that did not go up (a cloned authenticator)', async () => {
    const { authenticator } = await userWithPasskey();
    expect(
      (await passkeyLogin(authenticator.authenticate(await loginOptions(), { counter: 5 }))).status,
    ).toBe(200);
    const lower = await passkeyLogin(authenticator.authenticate(await loginOptions(), { counter: 3 }));
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe(SERVER.passkeyNotAccepted);
    const same = await passkeyLogin(authenticator.authenticate(await loginOptions(), { counter: 5 }));
    expect(same.status).toBe(400);
    expect(
      (await passkeyLogin(authenticator.authenticate(await loginOptions(), { counter: 6 }))).status,
    ).toBe(200);
  });

  it("refuses an assertion naming another account, and another user's key for a credential", async () => {
    const { authenticator } = await userWithPasskey();
    const { authenticator: others } = await userWithPasskey();
    const misnamed = await passkeyLogin(
      authenticator.authenticate(await loginOptions(), { userHandle: others.userHandle }),
    );
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.message).toBe(SERVER.passkeyNotAccepted);

    // The other user's authenticator signing for this user's credential id: the key does not match.
    const forged = others.authenticate(await loginOptions(), { userHandle: null });
    const swapped = { ...forged, id: authenticator.id, rawId: authenticator.id };
    const reply = await passkeyLogin(swapped);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.passkeyNotAccepted);

    const unknown = new SoftwareAuthenticator(ORIGIN, RP_ID);
    const stranger = await passkeyLogin(unknown.authenticate(await loginOptions()));
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(SERVER.passkeyUnknown);
  });

  it('honours the sign-in lock both ways, and a deactivated account', async () => {
    const { user, authenticator } = await userWithPasskey();
    // Five failed passkey checks lock the account, for passwords too.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await passkeyLogin(
        authenticator.authenticate(await loginOptions(), { origin: 'http://evil.test' }),
      );
      expect(reply.status).toBe(400);
    }
    const locked = await passkeyLogin(authenticator.authenticate(await loginOptions()));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(SERVER.accountLocked);
    const password = await server.call('user/login', {
      body: { email_address: user.email, password: user.password },
    });
    expect(password.status).toBe(429);

    // Locked by wrong passwords: the passkey waits too.
    const second = await userWithPasskey();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await server.call('user/login', {
        body: { email_address: second.user.email, password: 'Wrong#2024x' },
      });
    }
    expect((await passkeyLogin(second.authenticator.authenticate(await loginOptions()))).status).toBe(429);

    const third = await userWithPasskey();
    await server.db.update(users).set({ isActive: false }).where(eq(users.email, third.user.email));
    const inactive = await passkeyLogin(third.authenticator.authenticate(await loginOptions()));
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toBe(SERVER.invalidCredentials);
  });

  it('answers a request without a passkey response with 400 naming it', async () => {
    const reply = await server.call('user/login/passkey', { body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(VALIDATION.passkeyResponseInvalid);
  });
});

describe('managing passkeys', () => {
  it("renames and removes only the caller's own; a removed passkey signs in no more", async () => {
    const { user, authenticator, passkey } = await userWithPasskey('Laptop');
    const other = await signedInUser();

    const foreignRename = await server.call('user/passkeys/rename', {
      token: other.token,
      body: { passkey_id: passkey.passkey_id, name: 'Mine now' },
    });
    expect(foreignRename.status).toBe(404);
    expect(foreignRename.body.message).toBe(SERVER.passkeyNotFound);
    const foreignDelete = await server.call('user/passkeys/delete', {
      token: other.token,
      body: { passkey_id: passkey.passkey_id },
    });
    expect(foreignDelete.status).toBe(404);
    expect(await listOf(other.token)).toEqual([]);
    expect((await listOf(user.token)).map((item) => item.name)).toEqual(['Laptop']);

    const renamed = await server.call<PasskeySummary>('user/passkeys/rename', {
      token: user.token,
      body: { passkey_id: passkey.passkey_id, name: 'Old laptop' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(SERVER.passkeyRenamed);
    expect(renamed.body.result.name).toBe('Old laptop');
    const badName = await server.call('user/passkeys/rename', {
      token: user.token,
      body: { passkey_id: passkey.passkey_id, name: '' },
    });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toContain(VALIDATION.passkeyNameRequired);

    const removed = await server.call('user/passkeys/delete', {
      token: user.token,
      body: { passkey_id: passkey.passkey_id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(SERVER.passkeyRemoved);
    expect(await listOf(user.token)).toEqual([]);
    const gone = await passkeyLogin(authenticator.authenticate(await loginOptions()));
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(SERVER.passkeyUnknown);
    // Removing a passkey leaves the session that removed it (and the password) working.
    expect((await server.call('user/profile', { token: user.token })).status).toBe(200);

    const again = await server.call('user/passkeys/delete', {
      token: user.token,
      body: { passkey_id: passkey.passkey_id },
    });
    expect(again.status).toBe(404);
    const badId = await server.call('user/passkeys/delete', {
      token: user.token,
      body: { passkey_id: 'one' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain(VALIDATION.passkeyIdInvalid);
  });
});
