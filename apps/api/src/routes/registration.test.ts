import { SERVER, VALIDATION } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniquePhone } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

const registrationBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rita',
  last_name: 'Register',
  password: 'Register#2024',
  email_address: `rita-${Math.random().toString(36).slice(2)}@example.net`,
  phone_number: uniquePhone(),
  dob: '03/05/1994',
  user_type: 'individual',
  loginType: 'eRisk',
  comapny_name: '',
  device_id: '',
  firebase_token: 'web',
  ...overrides,
});

describe('user/registration', () => {
  it('creates an account that can sign in, with the details given', async () => {
    const body = registrationBody({ phone_number: '555-777-1234', user_type: 'corporate' });
    const reply = await server.call('user/registration', { body });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.registrationSuccess);

    const token = await server.login(body.email_address as string, body.password as string);
    const profile = await server.call<Record<string, unknown>>('user/profile', { token });
    expect(profile.body.result).toMatchObject({
      first_name: 'Rita',
      last_name: 'Register',
      full_name: 'Rita Register',
      phone_number: '5557771234',
      dob: '03/05/1994',
      type: 'corporate',
      loginType: 'eRisk',
      profile_url: '',
    });
  });

  it('refuses an e-mail address that is already registered, in any case', async () => {
    const reply = await server.call('user/registration', {
      body: registrationBody({ email_address: 'OWNER@example.com' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Email Address or mobile number already exists!');
  });

  it('refuses a phone number that is already registered, dashed or not', async () => {
    const existing = await registerUser(server, { phone: '5553339876' });
    expect(existing.phone).toBe('5553339876');
    const reply = await server.call('user/registration', {
      body: registrationBody({ phone_number: '555-333-9876' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.duplicateUser);
  });

  it('refuses two registrations racing for the same address once', async () => {
    const body = registrationBody();
    const replies = await Promise.all([
      server.call('user/registration', { body }),
      server.call('user/registration', { body: { ...body, phone_number: uniquePhone() } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('names the field of invalid input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, `first_name: ${VALIDATION.firstNameRequired}`],
      [{ phone_number: 'abc1234567' }, `phone_number: ${VALIDATION.phoneInvalid}`],
      [{ phone_number: '12345' }, `phone_number: ${VALIDATION.phoneLength}`],
      [{ email_address: 'not-an-email' }, `email_address: ${VALIDATION.registrationEmailInvalid}`],
      [{ dob: '13/45/2000' }, 'dob: must be a date as MM/DD/YYYY'],
      [{ user_type: 'alien' }, 'user_type: '],
      [{ password: 'short' }, `password: ${VALIDATION.passwordTooShort}`],
    ];
    for (const [override, message] of cases) {
      const reply = await server.call('user/registration', { body: registrationBody(override) });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(message);
    }
  });

  it('does not create social accounts without proof from the provider', async () => {
    const reply = await server.call('user/registration', { body: registrationBody({ loginType: 'google' }) });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.googleNotConfigured);
  });
});
