import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

/*
 * authenticate() answers a session checked a moment ago from memory (SessionCache). Each test uses the
 * token twice first, so the next check would come from the cache, and then revokes it.
 */

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

const profile = (token: string) => server.call('user/profile', { token });

async function warm(token: string) {
  expect((await profile(token)).status).toBe(200);
  expect((await profile(token)).status).toBe(200);
}

describe('cached sessions', () => {
  it('answer 401 at once after logout', async () => {
    const { email, password } = await registerUser(server);
    const [token, other] = [await server.login(email, password), await server.login(email, password)];
    await warm(token);
    await warm(other);
    expect((await server.call('user/logout', { method: 'POST', token })).status).toBe(200);
    const after = await profile(token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(SERVER.sessionExpired);
    // Only that session ended.
    expect((await profile(other)).status).toBe(200);
  });

  it("answer 401 at once for the user's other sessions after a password change", async () => {
    const { email, password } = await registerUser(server);
    const [current, other] = [await server.login(email, password), await server.login(email, password)];
    await warm(current);
    await warm(other);
    const change = await server.call('user/changePassword', {
      token: current,
      body: { oldPassword: password, newPassword: 'Changed#2026x' },
    });
    expect(change.status).toBe(200);
    expect((await profile(other)).status).toBe(401);
    expect((await profile(current)).status).toBe(200);
  });
});
