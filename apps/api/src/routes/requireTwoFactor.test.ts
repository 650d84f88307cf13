import { SERVER, TOTP_PERIOD_SECONDS, type Company, type CustomerUserRow } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import {
  FIXTURE_PASSWORD,
  createAccessFixture,
  type AccessFixture,
  type Subject,
} from '../test/accessFixture';
import { getTestServer, type TestServer } from '../test/testServer';

// Issue 16: an owner or a company admin requires a second factor; a user without one is held to its set-up.
const START = Date.parse('2026-03-02T10:00:05Z');
let now = START;
let server: TestServer;
let fixture: AccessFixture;

beforeAll(async () => {
  server = await getTestServer({ clock: () => new Date(now) });
  fixture = await createAccessFixture(server);
});
afterAll(() => server?.close());
beforeEach(() => {
  now += TOTP_PERIOD_SECONDS * 1000;
});

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(now / 1000) });

async function emailOf(userId: number): Promise<string> {
  const [row] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

interface LoginReply {
  token: string;
  two_factor_setup_required?: boolean;
}

/** A password sign-in of a fixture user, as the sign-in page makes it. */
async function signIn(userId: number) {
  const reply = await server.call<LoginReply>('user/login', {
    body: { email_address: await emailOf(userId), password: FIXTURE_PASSWORD },
  });
  expect(reply.status).toBe(200);
  return reply.body.result;
}

const setDeviceRequirement = (token: string, deviceId: string, required: boolean) =>
  server.call<{ device_id: string; required: boolean }>('device/setTwoFactorRequirement', {
    token,
    body: { device_id: deviceId, required },
  });

/** Sets up and confirms an authenticator with the session's own calls; returns its secret. */
async function enrol(token: string): Promise<string> {
  const setup = await server.call<{ secret: string }>('user/two-factor/setup', {
    token,
    body: { password: FIXTURE_PASSWORD },
  });
  expect(setup.status).toBe(200);
  const confirm = await server.call('user/two-factor/confirm', {
    token,
    body: { code: await codeAt(setup.body.result.secret) },
  });
  expect(confirm.status).toBe(200);
  return setup.body.result.secret;
}

describe("a device's requirement", () => {
  it('is set by its Owner only; Admins, Guests and other owners are refused', async () => {
    const { deviceId } = fixture.sides.A;
    for (const subject of ['admin', 'guest', 'stranger'] as Subject[]) {
      const refused = await setDeviceRequirement(await fixture.token(subject), deviceId, true);
      expect(refused.status, subject).toBe(403);
    }
    const owner = await fixture.token('owner');
    const before = await server.call<{ required: boolean }>('device/getTwoFactorRequirement', {
      token: owner,
      body: { device_id: deviceId },
    });
    expect(before.body.result.required).toBe(false);

    const set = await setDeviceRequirement(owner, deviceId, true);
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(SERVER.deviceTwoFactorRequired);
    // The device's other users can read it (the User List shows it); a stranger cannot.
    const read = await server.call<{ required: boolean }>('device/getTwoFactorRequirement', {
      token: await fixture.token('guest'),
      body: { device_id: deviceId },
    });
    expect(read.body.result.required).toBe(true);
    const stranger = await server.call('device/getTwoFactorRequirement', {
      token: await fixture.token('stranger'),
      body: { device_id: deviceId },
    });
    expect(stranger.status).toBe(403);
    const bad = await server.call('device/setTwoFactorRequirement', {
      token: owner,
      body: { device_id: deviceId, required: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('required');
  });

  it('holds an Admin without a second factor to its set-up until they confirm one', async () => {
    const { deviceId } = fixture.sides.A;
    await setDeviceRequirement(await fixture.token('owner'), deviceId, true);
    // A session opened before the sign-in is not held (the rule bites at the next sign-in).
    const earlier = await fixture.token('admin');

    const login = await signIn(fixture.userIds.admin);
    expect(login.two_factor_setup_required).toBe(true);
    const token = login.token;

    const blocked = await server.call('user/getAllDriskDevices', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(SERVER.twoFactorSetupRequired);
    const blockedPost = await server.call('user/getMappedUsers', { token, body: { device_id: deviceId } });
    expect(blockedPost.status).toBe(403);
    expect((await server.call('user/getAllDriskDevices', { token: earlier })).status).toBe(200);

    expect((await server.call('user/profile', { token })).status).toBe(200);
    const status = await server.call<{ required: boolean; required_by: string; setup_pending: boolean }>(
      'user/two-factor/status',
      { token },
    );
    expect(status.body.result).toMatchObject({ required: true, required_by: 'device', setup_pending: true });

    const secret = await enrol(token);
    // Confirming frees the same session at once.
    expect((await server.call('user/getAllDriskDevices', { token })).status).toBe(200);
    const after = await server.call<{ setup_pending: boolean; enabled: boolean }>('user/two-factor/status', {
      token,
    });
    expect(after.body.result).toMatchObject({ enabled: true, setup_pending: false });

    // Required: it cannot be turned off, even with a right code.
    now += TOTP_PERIOD_SECONDS * 1000;
    const disable = await server.call('user/two-factor/disable', {
      token,
      body: { code: await codeAt(secret) },
    });
    expect(disable.status).toBe(403);
    expect(disable.body.message).toBe(SERVER.twoFactorRequiredCannotDisable);

    // The next password sign-in asks for the code, as for anyone with a second factor on.
    const next = await server.call<{ second_factor_required?: true }>('user/login', {
      body: { email_address: await emailOf(fixture.userIds.admin), password: FIXTURE_PASSWORD },
    });
    expect(next.body.result.second_factor_required).toBe(true);
  });

  it("never holds the device's Owner, nor a user whom nobody requires it of", async () => {
    await setDeviceRequirement(await fixture.token('owner'), fixture.sides.A.deviceId, true);
    for (const subject of ['owner', 'stranger'] as Subject[]) {
      const login = await signIn(fixture.userIds[subject]);
      expect(login.two_factor_setup_required, subject).toBeUndefined();
      const devices = await server.call('user/getAllDriskDevices', { token: login.token });
      expect(devices.status, subject).toBe(200);
      const status = await server.call<{ required: boolean; setup_pending: boolean }>(
        'user/two-factor/status',
        { token: login.token },
      );
      expect(status.body.result, subject).toMatchObject({ required: false, setup_pending: false });
    }
  });

  it('is lifted by its Owner: the Guest signs in free again', async () => {
    const owner = await fixture.token('owner');
    await setDeviceRequirement(owner, fixture.sides.A.deviceId, true);
    expect((await signIn(fixture.userIds.guest)).two_factor_setup_required).toBe(true);
    const off = await setDeviceRequirement(owner, fixture.sides.A.deviceId, false);
    expect(off.body.message).toBe(SERVER.deviceTwoFactorNotRequired);
    const login = await signIn(fixture.userIds.guest);
    expect(login.two_factor_setup_required).toBeUndefined();
    expect((await server.call('user/getAllDriskDevices', { token: login.token })).status).toBe(200);
  });
});

describe("a company's requirement", () => {
  const save = async (subject: Subject, companyId: number, required: boolean) => {
    const token = await fixture.token(subject);
    const read = await server.call<Company[]>('user/getCustomerById', {
      token,
      body: { customer_id: companyId },
    });
    const company = read.body.result?.[0] ?? { customer_id: companyId, customer_name: 'Taken over' };
    return server.call('user/saveCustomerDetails', {
      token,
      body: { ...company, version: undefined, require_two_factor: required },
    });
  };

  it("is set by the company's owner or admin; a Guest or another company's admin is refused", async () => {
    const { companyId } = fixture.sides.A;
    expect((await save('guest', companyId, true)).status).toBe(403);
    expect((await save('stranger', companyId, true)).status).toBe(403);
    const read = async () =>
      (
        await server.call<Company[]>('user/getCustomerById', {
          token: await fixture.token('owner'),
          body: { customer_id: companyId },
        })
      ).body.result[0].require_two_factor;
    expect(await read()).toBe(false);
    expect((await save('admin', companyId, true)).status).toBe(200);
    expect(await read()).toBe(true);
    expect((await save('owner', companyId, false)).status).toBe(200);
    expect(await read()).toBe(false);
  });

  it("holds the company's users; the user profiles list shows who has a second factor", async () => {
    const { companyId, profileUserId } = fixture.sides.A;
    expect((await save('owner', companyId, true)).status).toBe(200);
    const login = await signIn(profileUserId);
    expect(login.two_factor_setup_required).toBe(true);
    const status = await server.call<{ required_by: string }>('user/two-factor/status', {
      token: login.token,
    });
    expect(status.body.result.required_by).toBe('company');

    const list = async () => {
      const reply = await server.call<CustomerUserRow[]>(
        `user/getCustomerUserDetails?customer_id=${companyId}&per_page=100`,
        { method: 'GET', token: await fixture.token('owner') },
      );
      return reply.body.result.find((row) => row.user_id === profileUserId)?.two_factor;
    };
    expect(await list()).toBe(false);
    await enrol(login.token);
    expect(await list()).toBe(true);
    expect((await server.call('user/getAllDriskDevices', { token: login.token })).status).toBe(200);
    await save('owner', companyId, false);
  });
});
