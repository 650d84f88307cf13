import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

describe('user/login', () => {
  it('signs in a demo account and returns a token with the user details', async () => {
    const reply = await server.call<{
      token: string;
      user_id: number;
      idle_timeout: number;
      user_details: Record<string, unknown>;
    }>('user/login', { body: { email_address: 'owner@example.com', password: 'Owner#12345' } });
    expect(reply.status).toBe(200);
    expect(reply.body.statusCode).toBe(200);
    expect(reply.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.body.result.idle_timeout).toBe(30 * 60);
    expect(reply.body.result.user_details).toMatchObject({
      email_address: 'owner@example.com',
      full_name: 'Olivia Owner',
      type: 'corporate',
      loginType: 'eRisk',
    });
    expect(JSON.stringify(reply.body)).not.toContain('Owner#12345');
  });

  it('accepts the e-mail address in any case and gives a new token at every sign-in', async () => {
    const first = await server.login('Admin@Example.com', 'Admin#12345');
    const second = await server.login('admin@example.com', 'Admin#12345');
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      expect((await server.call('user/profile', { token })).status).toBe(200);
    }
  });

  it('answers a wrong password and an unknown address with the same 400', async () => {
    const wrong = await server.call('user/login', {
      body: { email_address: 'guest@example.com', password: 'not-the-password' },
    });
    const unknown = await server.call('user/login', {
      body: { email_address: 'nobody-here@example.com', password: 'whatever1' },
    });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ statusCode: 400, message: SERVER.invalidCredentials, result: null });
    }
  });

  it('locks an account for 15 minutes after 5 failed sign-ins, even for the right password', async () => {
    const user = await registerUser(server);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await server.call('user/login', {
        body: { email_address: user.email, password: 'wrong-one' },
      });
      expect(reply.status).toBe(400);
    }
    const locked = await server.call('user/login', {
      body: { email_address: user.email, password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(SERVER.accountLocked);
    // Other accounts are not affected.
    expect(await server.login('guest@example.com', 'Guest#12345')).toBeTruthy();
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await registerUser(server);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await server.call('user/login', { body: { email_address: user.email, password: 'wrong-one' } });
    }
    await server.login(user.email, user.password);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await server.call('user/login', { body: { email_address: user.email, password: 'wrong-one' } });
    }
    expect(await server.login(user.email, user.password)).toBeTruthy();
  });
});

describe('session tokens', () => {
  it('accepts the token in the Auth header and as Authorization: Bearer', async () => {
    const token = await server.login('solo@example.com', 'Solo#12345');
    expect((await server.call('user/profile', { token })).status).toBe(200);
    const bearer = await server.call('user/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(200);
  });

  it('answers 401 without a token and 401 "Session expires" for an unknown one', async () => {
    const none = await server.call('user/profile');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(SERVER.unauthorized);
    const unknown = await server.call('user/profile', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ statusCode: 401, message: SERVER.sessionExpired, result: null });
  });

  it('revokes the token at logout', async () => {
    const token = await server.login('solo@example.com', 'Solo#12345');
    const logout = await server.call('user/logout', { method: 'POST', token });
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe(SERVER.logoutSuccess);
    const after = await server.call('user/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(SERVER.sessionExpired);
  });

  it('expires a token after the idle timeout, and use extends it', async () => {
    // 0.02 minutes = 1.2 s of inactivity.
    const quick = await getTestServer({ sessionIdleMinutes: 0.02 });
    try {
      const token = await quick.login('guest@example.com', 'Guest#12345');
      for (let i = 0; i < 4; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect((await quick.call('user/profile', { token })).status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const expired = await quick.call('user/profile', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(SERVER.sessionExpired);
    } finally {
      await quick.close();
    }
  });

  it('expires a token at its absolute lifetime however active it is', async () => {
    // 0.0005 hours = 1.8 s.
    const quick = await getTestServer({ sessionMaxHours: 0.0005 });
    try {
      const token = await quick.login('guest@example.com', 'Guest#12345');
      expect((await quick.call('user/profile', { token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const expired = await quick.call('user/profile', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(SERVER.sessionExpired);
    } finally {
      await quick.close();
    }
  });
});
