import { PROFILE_PICTURE_MAX_BYTES, SERVER, VALIDATION } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

/** A real 1x1 PNG. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('user/profile', () => {
  it('returns the signed-in user', async () => {
    const token = await server.login('owner@example.com', 'Owner#12345');
    const reply = await server.call('user/profile', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual({
      user_id: expect.any(Number),
      first_name: 'Olivia',
      last_name: 'Owner',
      full_name: 'Olivia Owner',
      email_address: 'owner@example.com',
      phone_number: '5550100001',
      dob: '04/12/1985',
      profile_url: '',
      type: 'corporate',
      loginType: 'eRisk',
    });
  });
});

describe('user/updateProfile', () => {
  it('changes names, phone and date of birth', async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const reply = await server.call('user/updateProfile', {
      token,
      body: { first_name: 'Edna', last_name: 'Edited', phone_number: '5551234999', dob: '12/31/1990' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.profileUpdated);
    const profile = await server.call('user/profile', { token });
    expect(profile.body.result).toMatchObject({
      full_name: 'Edna Edited',
      phone_number: '5551234999',
      dob: '12/31/1990',
    });
  });

  it("refuses another account's phone number and names invalid fields", async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const base = { first_name: 'Edna', last_name: 'Edited', phone_number: '5550100002', dob: '12/31/1990' };
    const taken = await server.call('user/updateProfile', { token, body: base });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(SERVER.duplicateUser);

    const badPhone = await server.call('user/updateProfile', {
      token,
      body: { ...base, phone_number: '12345' },
    });
    expect(badPhone.body.message).toBe(`phone_number: ${VALIDATION.invalidPhone}`);
    const noName = await server.call('user/updateProfile', { token, body: { ...base, first_name: ' ' } });
    expect(noName.body.message).toBe(`first_name: ${VALIDATION.firstNameMandatory}`);
  });
});

describe('user/profilePic', () => {
  it('stores a PNG and shows it in the profile', async () => {
    const user = await registerUser(server);
    const token = await server.login(user.email, user.password);
    const reply = await server.call('user/profilePic', {
      method: 'PUT',
      token,
      body: { profile_url: PNG_1X1 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.profilePictureUpdated);
    const profile = await server.call<{ profile_url: string }>('user/profile', { token });
    expect(profile.body.result.profile_url).toBe(PNG_1X1);
  });

  it('refuses data that is not a JPEG, PNG, GIF or WebP image, and images over 4 MB', async () => {
    const token = await server.login('solo@example.com', 'Solo#12345');
    const notAnImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const tooBig = Buffer.concat([
      Buffer.from(PNG_1X1, 'base64'),
      Buffer.alloc(PROFILE_PICTURE_MAX_BYTES),
    ]).toString('base64');
    for (const profile_url of [notAnImage, '', tooBig]) {
      const reply = await server.call('user/profilePic', { method: 'PUT', token, body: { profile_url } });
      expect(reply.status).toBe(400);
      expect(reply.body.message.startsWith('profile_url: ')).toBe(true);
    }
    const dataUrl = await server.call('user/profilePic', {
      method: 'PUT',
      token,
      body: { profile_url: `data:image/png;base64,${PNG_1X1}` },
    });
    expect(dataUrl.status).toBe(400);
    expect(dataUrl.body.message).toBe('profile_url: must be base64 without a data: prefix');
  });
});
