import { SERVER, type Profile, type UserProfile } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME } from '../db/seed/demoAccounts';
import { registerUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

/*
 * GET user/profile is answered from memory (ProfileCache). Each test reads the profile twice first, so
 * the next read would come from the cache, then changes the users row and expects the change at once.
 */

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.login('owner@example.com', 'Owner#12345');
});
afterAll(() => server?.close());

const profile = (token: string) => server.call<Profile>('user/profile', { token });

async function warm(token: string) {
  expect((await profile(token)).status).toBe(200);
  expect((await profile(token)).status).toBe(200);
}

/** A PNG of 1x1 pixel. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A company user profile made by the demo owner in the admin console, signed in. */
async function companyProfile() {
  const customers = await server.call<Array<{ customer_name: string; CustomerId: number }>>(
    'user/getCustomerDetails?per_page=100',
    { token: owner },
  );
  const customer_id = customers.body.result.find((c) => c.customer_name === DEMO_COMPANY_NAME)!.CustomerId;
  const email = `cached.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Cache#1234';
  const created = await server.call<{ user_id: number }>('user/createUserProfile', {
    token: owner,
    body: {
      first_name: 'Cora',
      last_name: 'Cached',
      email_address: email,
      password,
      phone_number: String(5550300000 + Math.floor(Math.random() * 99999)),
      employee_id: 'EMP-901',
      user_role: 'guest',
      device_id: 'DRB-100002',
      customer_id,
    },
  });
  expect(created.status).toBe(200);
  return { userId: created.body.result.user_id, token: await server.login(email, password) };
}

describe('cached profiles', () => {
  it("show the user's own edit and new picture at once", async () => {
    const { email, password } = await registerUser(server);
    const token = await server.login(email, password);
    await warm(token);
    const edit = await server.call('user/updateProfile', {
      token,
      body: { first_name: 'Carl', last_name: 'Changed', phone_number: '5551234777', dob: '01/02/1990' },
    });
    expect(edit.status).toBe(200);
    expect((await profile(token)).body.result).toMatchObject({
      full_name: 'Carl Changed',
      dob: '01/02/1990',
    });
    await warm(token);
    const picture = await server.call('user/profilePic', {
      method: 'PUT',
      token,
      body: { profile_url: PNG_1X1 },
    });
    expect(picture.status).toBe(200);
    expect((await profile(token)).body.result.profile_url).toContain(PNG_1X1);
  });

  it("show an admin's edit at once, and answer 401 once the profile is deleted", async () => {
    const { userId, token } = await companyProfile();
    await warm(token);
    const form = await server.call<UserProfile>('user/editUserProfile', {
      token: owner,
      body: { user_id: userId },
    });
    const saved = await server.call('user/updateUserProfile', {
      token: owner,
      body: {
        user_id: userId,
        first_name: 'Renamed',
        email_address: form.body.result.email_address,
        phone_number: form.body.result.phone_number,
        employee_id: form.body.result.employee_id,
        version: form.body.result.version,
      },
    });
    expect(saved.body.message).toBe(SERVER.userProfileUpdated);
    expect((await profile(token)).body.result.first_name).toBe('Renamed');
    await warm(token);
    const deleted = await server.call('user/deleteCustomerUser', { token: owner, body: { user_id: userId } });
    expect(deleted.status).toBe(200);
    const after = await profile(token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(SERVER.sessionExpired);
  });
});
