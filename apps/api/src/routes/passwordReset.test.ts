import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/sessions';
import { users } from '../db/schema';
import { registerUser, uniquePhone } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

/** The reset link of the newest e-mail to `to`; it stands on a line of its own. */
async function resetLinkFor(to: string): Promise<URL> {
  const mails = (await server.outbox()).filter((mail) => mail.to === to);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No e-mail to ${to}`);
  expect(mail.subject).toBe('Reset your dRisk password');
  const line = mail.text
    .split('\n')
    .find((l) => l.startsWith(`${server.config.publicUrl}/reset-password?token=`));
  if (!line) throw new Error(`No reset link in:\n${mail.text}`);
  return new URL(line);
}

describe('user/forgotPassword and user/resetPassword', () => {
  it('resets a password through the e-mailed link; the old password and old sessions stop working', async () => {
    const user = await registerUser(server);
    const oldToken = await server.login(user.email, user.password);

    const forgot = await server.call('user/forgotPassword', { body: { email: user.email.toUpperCase() } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe(SERVER.forgotPasswordSent);
    const mails = await server.outbox();
    expect(mails.at(-1)?.file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-.+-reset-password\.eml$/);

    const link = await resetLinkFor(user.email);
    const token = link.searchParams.get('token') ?? '';
    const reset = await server.call('user/resetPassword', { body: { token, password: 'Brand-new#2025' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(SERVER.passwordReset);

    const oldPassword = await server.call('user/login', {
      body: { email_address: user.email, password: user.password },
    });
    expect(oldPassword.status).toBe(400);
    expect(oldPassword.body.message).toBe(SERVER.invalidCredentials);
    expect(await server.login(user.email, 'Brand-new#2025')).toBeTruthy();
    expect((await server.call('user/profile', { token: oldToken })).status).toBe(401);

    const again = await server.call('user/resetPassword', { body: { token, password: 'Another#2025' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SERVER.resetLinkInvalid);
  });

  it('writes the account holder as the one recipient, whatever their name looks like', async () => {
    // A name is free text: as a string 'Eve <eve@evil.test>, x@evil.test Tester <user@...>' would be
    // three recipients. The mailer takes name and address apart, so it stays one.
    const user = await registerUser(server, { firstName: 'Eve <eve@evil.test>, x@evil.test' });
    expect((await server.call('user/forgotPassword', { body: { email: user.email } })).status).toBe(200);
    const mail = (await server.outbox()).findLast((m) => m.to === user.email);
    expect(mail?.recipients).toEqual([
      { name: 'Eve <eve@evil.test>, x@evil.test Tester', address: user.email },
    ]);
  });

  it('answers an unknown address with the message the forgot-password modal shows', async () => {
    const reply = await server.call('user/forgotPassword', { body: { email: 'nobody-at-all@example.org' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.forgotPasswordUnknown);
  });

  it('refuses a made-up reset token', async () => {
    const reply = await server.call('user/resetPassword', {
      body: { token: 'x'.repeat(43), password: 'Whatever#2025' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.resetLinkInvalid);
  });
});

describe('user/changePassword', () => {
  it('refuses a wrong old password', async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const reply = await server.call('user/changePassword', {
      token,
      body: { oldPassword: 'not-my-password', newPassword: 'Changed#2025' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.oldPasswordWrong);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await registerUser(server);
    const current = await server.login(user.email, user.password);
    const other = await server.login(user.email, user.password);
    const reply = await server.call('user/changePassword', {
      token: current,
      body: { oldPassword: user.password, newPassword: 'Changed#2025' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.passwordChanged);
    expect((await server.call('user/profile', { token: current })).status).toBe(200);
    expect((await server.call('user/profile', { token: other })).status).toBe(401);
    expect(await server.login(user.email, 'Changed#2025')).toBeTruthy();
  });
});

describe('accounts that sign in with Google', () => {
  it('cannot change or reset a password they do not have', async () => {
    const [user] = await server.db
      .insert(users)
      .values({
        firstName: 'Gina',
        email: 'gina-google@example.org',
        phone: uniquePhone(),
        loginType: 'google',
        tinodeUsername: `gina.${Date.now()}`,
      })
      .returning({ id: users.id });
    const token = await startSession(server.db, server.config, user.id, {});
    const change = await server.call('user/changePassword', {
      token,
      body: { oldPassword: 'anything', newPassword: 'Changed#2025' },
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(SERVER.passwordChangeNotAllowed);
    const forgot = await server.call('user/forgotPassword', { body: { email: 'gina-google@example.org' } });
    expect(forgot.status).toBe(400);
    expect(forgot.body.message).toBe(SERVER.passwordChangeNotAllowed);
    const login = await server.call('user/login', {
      body: { email_address: 'gina-google@example.org', password: 'anything' },
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(SERVER.invalidCredentials);
  });
});
