import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CHALLENGE_SECONDS,
  SERVER,
  TOTP_PERIOD_SECONDS,
  VALIDATION,
} from '@drisk/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

// A clock the tests move: TOTP steps, replay windows and challenge expiry all read it.
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

/** The status of a user whom nobody requires a second factor of (issue 16's fields). */
const NOT_REQUIRED = { required: false, required_by: null, setup_pending: false };

const codeAt = (secret: string, at = now) => generate({ secret, epoch: Math.floor(at / 1000) });
const step = TOTP_PERIOD_SECONDS * 1000;

interface Enrolled extends RegisteredUser {
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/** A new account with the second factor on, signed in with the token of before it was on. */
async function enrolledUser(): Promise<Enrolled> {
  const user = await registerUser(server);
  const token = await server.login(user.email, user.password);
  const setup = await server.call<{ secret: string; otpauth_url: string; qr_code: string }>(
    'user/two-factor/setup',
    { token, body: { password: user.password } },
  );
  expect(setup.status).toBe(200);
  const { secret } = setup.body.result;
  const confirm = await server.call<{ recovery_codes: string[] }>('user/two-factor/confirm', {
    token,
    body: { code: await codeAt(secret) },
  });
  expect(confirm.status).toBe(200);
  // The confirming code's step is spent: the sign-ins below start a step later.
  now += step;
  return { ...user, token, secret, recoveryCodes: confirm.body.result.recovery_codes };
}

async function passwordStep(user: RegisteredUser) {
  return server.call<{
    second_factor_required?: true;
    challenge: string;
    expires_in: number;
    token?: string;
  }>('user/login', { body: { email_address: user.email, password: user.password } });
}

async function secondFactor(body: Record<string, unknown>) {
  return server.call<{ token: string; user_id: number; idle_timeout: number }>('user/login/second-factor', {
    body,
  });
}

describe('enrolment', () => {
  it('gives a secret, an otpauth URL and a QR code, and is off until a first code confirms it', async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const setup = await server.call<{ secret: string; otpauth_url: string; qr_code: string }>(
      'user/two-factor/setup',
      { token, body: { password: user.password } },
    );
    expect(setup.body.result.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.result.otpauth_url).toContain(`secret=${setup.body.result.secret}`);
    expect(setup.body.result.otpauth_url).toContain('issuer=dRisk');
    expect(setup.body.result.qr_code).toMatch(/^data:image\/png;base64,/);

    // Not confirmed: status off, and sign-in still answers a session straight away.
    const status = await server.call('user/two-factor/status', { token });
    expect(status.body.result).toEqual({ enabled: false, recovery_codes_left: 0, ...NOT_REQUIRED });
    expect((await passwordStep(user)).body.result.token).toBeTruthy();

    const wrong = await server.call('user/two-factor/confirm', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SERVER.totpCodeWrong);

    const confirm = await server.call<{ recovery_codes: string[] }>('user/two-factor/confirm', {
      token,
      body: { code: await codeAt(setup.body.result.secret) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.result.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirm.body.result.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of confirm.body.result.recovery_codes)
      expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){2}$/);
    const on = await server.call('user/two-factor/status', { token });
    expect(on.body.result).toEqual({
      enabled: true,
      recovery_codes_left: RECOVERY_CODE_COUNT,
      ...NOT_REQUIRED,
    });

    // On: a second set-up or confirmation is refused, and the recovery codes are not shown again.
    const second = await server.call('user/two-factor/setup', { token, body: { password: user.password } });
    expect(second.status).toBe(409);
    const again = await server.call('user/two-factor/confirm', { token, body: { code: '123456' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SERVER.twoFactorAlreadyOn);
  });

  it('refuses a confirmation without a set-up, and a malformed code with the message naming it', async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const none = await server.call('user/two-factor/confirm', { token, body: { code: '123456' } });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(SERVER.twoFactorNotStarted);
    const bad = await server.call('user/two-factor/confirm', { token, body: { code: '12ab' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(VALIDATION.totpCodeInvalid);
  });

  it('asks for the password again before a set-up, and counts a wrong one towards the sign-in lock', async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const missing = await server.call('user/two-factor/setup', { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(VALIDATION.passwordRequired);
    const wrong = await server.call<unknown>('user/two-factor/setup', {
      token,
      body: { password: 'Wrong#12345' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SERVER.passwordNotCorrect);
    expect(wrong.body.result ?? null).toBeNull();
    expect((await server.call('user/two-factor/status', { token })).body.result).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      ...NOT_REQUIRED,
    });
    // Wrong passwords here lock the account like wrong passwords at sign-in (5 by default).
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await server.call('user/two-factor/setup', { token, body: { password: 'Wrong#12345' } });
    }
    const locked = await server.call('user/two-factor/setup', { token, body: { password: user.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(SERVER.accountLocked);
    expect((await passwordStep(user)).status).toBe(429);
  });

  it('needs a session', async () => {
    expect((await server.call('user/two-factor/setup', { body: {} })).status).toBe(401);
  });
});

describe('sign-in with the second factor on', () => {
  it('answers a challenge, not a session, and the code step answers exactly like user/login', async () => {
    const user = await enrolledUser();
    const first = await passwordStep(user);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SERVER.secondFactorRequired);
    expect(first.body.result).toEqual({
      second_factor_required: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_in: SECOND_FACTOR_CHALLENGE_SECONDS,
    });
    expect(first.body.result.token).toBeUndefined();

    const done = await secondFactor({
      challenge: first.body.result.challenge,
      code: await codeAt(user.secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(SERVER.loginSuccess);
    expect(done.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.body.result.idle_timeout).toBe(30 * 60);
    expect((await server.call('user/profile', { token: done.body.result.token })).status).toBe(200);

    // The challenge worked once.
    now += step;
    const reused = await secondFactor({
      challenge: first.body.result.challenge,
      code: await codeAt(user.secret),
    });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(SERVER.challengeUnknown);
  });

  it('refuses a wrong code, and a code replayed within its window', async () => {
    const user = await enrolledUser();
    const { challenge } = (await passwordStep(user)).body.result;
    const wrong = await secondFactor({
      challenge,
      code: '000000' === (await codeAt(user.secret)) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SERVER.totpCodeWrong);

    const code = await codeAt(user.secret);
    expect((await secondFactor({ challenge, code })).status).toBe(200);
    // The same code, 10 s later and still inside its step, with a fresh challenge: refused as replayed.
    now += 10_000;
    const second = (await passwordStep(user)).body.result.challenge;
    const replay = await secondFactor({ challenge: second, code });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(SERVER.totpCodeReplayed);
    // The previous step's code (still within the window of one step) is refused too: steps only go forward.
    const previous = await secondFactor({ challenge: second, code: await codeAt(user.secret, now - step) });
    expect(previous.status).toBe(400);
    // The next step's code works.
    now += step;
    expect((await secondFactor({ challenge: second, code: await codeAt(user.secret) })).status).toBe(200);
  });

  it('accepts a phone clock one step off, but not two', async () => {
    const user = await enrolledUser();
    const { challenge } = (await passwordStep(user)).body.result;
    const twoBehind = await secondFactor({ challenge, code: await codeAt(user.secret, now - 2 * step) });
    expect(twoBehind.status).toBe(400);
    const oneAhead = await secondFactor({ challenge, code: await codeAt(user.secret, now + step) });
    expect(oneAhead.status).toBe(200);
  });

  it('takes each recovery code once, typed in any case with or without hyphens', async () => {
    const user = await enrolledUser();
    const [firstCode, secondCode] = user.recoveryCodes as [string, string];
    let { challenge } = (await passwordStep(user)).body.result;
    const done = await secondFactor({
      challenge,
      recovery_code: firstCode.toLowerCase().replaceAll('-', ' '),
    });
    expect(done.status).toBe(200);

    ({ challenge } = (await passwordStep(user)).body.result);
    const reused = await secondFactor({ challenge, recovery_code: firstCode });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(SERVER.recoveryCodeWrong);
    expect((await secondFactor({ challenge, recovery_code: secondCode })).status).toBe(200);

    const status = await server.call('user/two-factor/status', { token: user.token });
    expect(status.body.result).toEqual({
      enabled: true,
      recovery_codes_left: RECOVERY_CODE_COUNT - 2,
      ...NOT_REQUIRED,
    });
  });

  it('refuses an expired challenge, an unknown one and bad input with 400/401 naming the problem', async () => {
    const user = await enrolledUser();
    const { challenge } = (await passwordStep(user)).body.result;
    now += SECOND_FACTOR_CHALLENGE_SECONDS * 1000 + 1000;
    const expired = await secondFactor({ challenge, code: await codeAt(user.secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(SERVER.challengeExpired);

    const unknown = await secondFactor({ challenge: 'x'.repeat(43), code: '123456' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(SERVER.challengeUnknown);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: '123456' }, VALIDATION.challengeInvalid],
      [{ challenge: 'short', code: '123456' }, VALIDATION.challengeInvalid],
      [{ challenge: 'x'.repeat(43) }, VALIDATION.codeOrRecoveryCode],
      [{ challenge: 'x'.repeat(43), code: '123456', recovery_code: 'ABCD' }, VALIDATION.codeOrRecoveryCode],
      [{ challenge: 'x'.repeat(43), code: '12345' }, VALIDATION.totpCodeInvalid],
      [{ challenge: 'x'.repeat(43), code: 123456 }, VALIDATION.totpCodeInvalid],
    ];
    for (const [body, message] of cases) {
      const reply = await secondFactor(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    const broken = await server.call('user/login/second-factor', { rawBody: '{"challenge":' });
    expect(broken.status).toBe(400);
  });

  it('locks the account after 5 wrong codes, like wrong passwords, even for the right code', async () => {
    const user = await enrolledUser();
    const { challenge } = (await passwordStep(user)).body.result;
    const right = await codeAt(user.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await secondFactor({ challenge, code: wrong })).status).toBe(400);
    }
    const locked = await secondFactor({ challenge, code: right });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(SERVER.accountLocked);
    // The password step is locked too: a right password does not reset the count of wrong codes.
    expect((await passwordStep(user)).status).toBe(429);
  });

  it('does not let the right password forget the wrong codes', async () => {
    const user = await enrolledUser();
    const wrong = (await codeAt(user.secret)) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { challenge } = (await passwordStep(user)).body.result;
      await secondFactor({ challenge, code: wrong });
    }
    const { challenge } = (await passwordStep(user)).body.result;
    expect((await secondFactor({ challenge, code: wrong })).status).toBe(400);
    expect((await passwordStep(user)).status).toBe(429);
  });
});

describe('turning it off', () => {
  it('works with a current code, after which sign-in answers a session again', async () => {
    const user = await enrolledUser();
    const wrong = await server.call('user/two-factor/disable', {
      token: user.token,
      body: { code: (await codeAt(user.secret)) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const off = await server.call('user/two-factor/disable', {
      token: user.token,
      body: { code: await codeAt(user.secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(SERVER.twoFactorDisabled);
    expect((await passwordStep(user)).body.result.token).toBeTruthy();
    const status = await server.call('user/two-factor/status', { token: user.token });
    expect(status.body.result).toEqual({ enabled: false, recovery_codes_left: 0, ...NOT_REQUIRED });
  });

  it('works with the password and a recovery code, and not with either alone', async () => {
    const user = await enrolledUser();
    const [recovery] = user.recoveryCodes as [string];
    const disable = (body: Record<string, unknown>) =>
      server.call('user/two-factor/disable', { token: user.token, body });
    const passwordOnly = await disable({ password: user.password });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.body.message).toContain(VALIDATION.disableNeedsProof);
    expect((await disable({ recovery_code: recovery })).status).toBe(400);
    const wrongPassword = await disable({ password: 'Wrong#2024', recovery_code: recovery });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe(SERVER.passwordNotCorrect);
    const wrongCode = await disable({ password: user.password, recovery_code: 'AAAA-AAAA-AAAA' });
    expect(wrongCode.body.message).toBe(SERVER.recoveryCodeWrong);

    expect((await disable({ password: user.password, recovery_code: recovery })).status).toBe(200);
    const again = await disable({ code: await codeAt(user.secret) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SERVER.twoFactorNotOn);
  });

  it('refuses a challenge issued before it was turned off', async () => {
    const user = await enrolledUser();
    const { challenge } = (await passwordStep(user)).body.result;
    await server.call('user/two-factor/disable', {
      token: user.token,
      body: { code: await codeAt(user.secret) },
    });
    now += step;
    const reply = await secondFactor({ challenge, code: await codeAt(user.secret) });
    expect(reply.status).toBe(401);
  });
});

describe('a user without the second factor', () => {
  it('signs in with the spec reply unchanged', async () => {
    const user = await registerUser(server);
    const reply = await passwordStep(user);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.loginSuccess);
    expect(Object.keys(reply.body.result).sort()).toEqual([
      'idle_timeout',
      'token',
      'user_details',
      'user_id',
    ]);
  });

  it('cannot use the code step without a challenge of its own', async () => {
    const user = await registerUser(server);
    await passwordStep(user);
    const reply = await secondFactor({ challenge: 'y'.repeat(43), code: '123456' });
    expect(reply.status).toBe(401);
  });
});

describe('turning it off ends the other sessions', () => {
  it('signs out every other session of the user, keeps the current one and leaves other users alone', async () => {
    const user = await enrolledUser();
    const signInWithCode = async () => {
      const { challenge } = (await passwordStep(user)).body.result;
      const done = await secondFactor({ challenge, code: await codeAt(user.secret) });
      expect(done.status).toBe(200);
      now += step;
      return done.body.result.token;
    };
    const phone = await signInWithCode();
    const laptop = await signInWithCode();
    const bystander = await registerUser(server);
    const bystanderToken = await server.login(bystander.email, bystander.password);

    const off = await server.call('user/two-factor/disable', {
      token: laptop,
      body: { code: await codeAt(user.secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(SERVER.twoFactorDisabled);
    expect((await server.call('user/profile', { token: laptop })).status).toBe(200);
    expect((await server.call('user/profile', { token: phone })).status).toBe(401);
    expect((await server.call('user/profile', { token: user.token })).status).toBe(401);
    expect((await server.call('user/profile', { token: bystanderToken })).status).toBe(200);
  });

  it('ends nothing when the proof is wrong', async () => {
    const user = await enrolledUser();
    const wrong = await server.call('user/two-factor/disable', {
      token: user.token,
      body: { code: (await codeAt(user.secret)) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect((await server.call('user/profile', { token: user.token })).status).toBe(200);
  });
});

describe('new recovery codes', () => {
  it('takes a current code, answers ten new codes once, and the old ones stop working', async () => {
    const user = await enrolledUser();
    const [oldCode] = user.recoveryCodes as [string];
    const regenerate = (code: string) =>
      server.call<{ recovery_codes: string[] }>('user/two-factor/recovery-codes', {
        token: user.token,
        body: { code },
      });
    const wrong = await regenerate((await codeAt(user.secret)) === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SERVER.totpCodeWrong);

    const code = await codeAt(user.secret);
    const fresh = await regenerate(code);
    expect(fresh.status).toBe(200);
    expect(fresh.body.message).toBe(SERVER.recoveryCodesReplaced);
    const codes = fresh.body.result.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(codes.filter((item) => user.recoveryCodes.includes(item))).toEqual([]);
    // The code's step is spent: the same code does not buy another set.
    const replay = await regenerate(code);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(SERVER.totpCodeReplayed);

    let { challenge } = (await passwordStep(user)).body.result;
    const old = await secondFactor({ challenge, recovery_code: oldCode });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(SERVER.recoveryCodeWrong);
    ({ challenge } = (await passwordStep(user)).body.result);
    expect((await secondFactor({ challenge, recovery_code: codes[0] })).status).toBe(200);
    const status = await server.call('user/two-factor/status', { token: user.token });
    expect(status.body.result).toEqual({
      enabled: true,
      recovery_codes_left: RECOVERY_CODE_COUNT - 1,
      ...NOT_REQUIRED,
    });
  });

  it('is refused with the second factor off, without a code, and counts wrong codes towards the lock', async () => {
    const plain = await registerUser(server);
    const token = await server.login(plain.email, plain.password);
    const off = await server.call('user/two-factor/recovery-codes', { token, body: { code: '123456' } });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(SERVER.twoFactorNotOn);

    const user = await enrolledUser();
    const missing = await server.call('user/two-factor/recovery-codes', { token: user.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(VALIDATION.totpCodeInvalid);
    const wrong = (await codeAt(user.secret)) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await server.call('user/two-factor/recovery-codes', { token: user.token, body: { code: wrong } });
    }
    const locked = await server.call('user/two-factor/recovery-codes', {
      token: user.token,
      body: { code: await codeAt(user.secret) },
    });
    expect(locked.status).toBe(429);
    expect((await passwordStep(user)).status).toBe(429);
  });
});
