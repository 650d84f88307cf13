import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniquePhone } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

interface NotificationPage {
  records: Array<{
    notification_id: number;
    device_id: string;
    message: string;
    status: string;
    input_required: number;
    user_type: string;
  }>;
  total_records: number;
}

const inviteOf = async (token: string) => {
  const page = await server.call<NotificationPage>('user/getNotification?page=1&page_size=20', { token });
  return page.body.result.records.find((r) => r.message.includes('invited you'));
};

describe('user/inviteUser', () => {
  it('is refused to a Guest, and to someone without access to the device', async () => {
    const guest = await server.login('guest@example.com', 'Guest#12345');
    const asGuest = await server.call('user/inviteUser', {
      token: guest,
      body: { email_address: 'friend@example.org', userType: 'Guest', device_id: 'DRA-100001' },
    });
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.message).toBe(SERVER.guestCannotInvite);

    const solo = await server.login('solo@example.com', 'Solo#12345');
    const notMine = await server.call('user/inviteUser', {
      token: solo,
      body: { email_address: 'friend@example.org', userType: 'Admin', device_id: 'DRA-100001' },
    });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe(SERVER.deviceForbidden);
    expect(await server.outbox()).toEqual([]);
  });

  it('invites an existing user, who accepts and gets the device with the role', async () => {
    const invitee = await registerUser(server, { firstName: 'Ivy' });
    const owner = await server.login('owner@example.com', 'Owner#12345');
    const reply = await server.call('user/inviteUser', {
      token: owner,
      body: { email_address: invitee.email, userType: 'Guest', device_id: 'DRB-100002' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.inviteSent);

    const mail = (await server.outbox()).find((m) => m.to === invitee.email);
    expect(mail?.subject).toBe('Olivia Owner invited you to dRisk-Beta on dRisk');
    expect(mail?.text.split('\n')).toContain('http://drisk.test/');

    const token = await server.login(invitee.email, invitee.password);
    expect(
      (await server.call<{ count: number }>('user/getNotificationCount', { token })).body.result.count,
    ).toBe(1);
    const notification = await inviteOf(token);
    expect(notification).toMatchObject({
      device_id: 'DRB-100002',
      message: 'Olivia Owner invited you to dRisk-Beta as Guest',
      status: 'Pending',
      input_required: 1,
      user_type: 'Guest',
    });

    const accept = await server.call('user/updateNotificationStatus', {
      token,
      body: {
        id: notification!.notification_id,
        status: 'Accepted',
        device_id: 'DRB-100002',
        user_type: 'Guest',
      },
    });
    expect(accept.status).toBe(200);
    const devices = await server.call<{ device_details: unknown[] }>('user/getAllDriskDevices', { token });
    expect(devices.body.result.device_details).toEqual([
      {
        device_id: 'DRB-100002',
        name: 'dRisk-Beta',
        is_connected: 'connected',
        role_id: 2,
        status: 'Active',
      },
    ]);
    expect(
      (await server.call<{ count: number }>('user/getNotificationCount', { token })).body.result.count,
    ).toBe(0);

    const twice = await server.call('user/inviteUser', {
      token: owner,
      body: { email_address: invitee.email, userType: 'Admin', device_id: 'DRB-100002' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(SERVER.inviteAlreadyMapped);
  });

  it('invites a new person by e-mail; after registering they accept and get the device', async () => {
    const email = `newbie-${Date.now()}@example.org`;
    const admin = await server.login('admin@example.com', 'Admin#12345');
    const reply = await server.call('user/inviteUser', {
      token: admin,
      body: { email_address: email, userType: 'Admin', device_id: 'DRA-100001' },
    });
    expect(reply.status).toBe(200);
    const mail = (await server.outbox()).find((m) => m.to === email);
    expect(mail?.text.split('\n')).toContain(`http://drisk.test/register?email=${encodeURIComponent(email)}`);
    // Exactly the intended recipient, as a mail program reads the To header.
    expect(mail?.recipients).toEqual([{ name: '', address: email }]);

    await registerUser(server, { email, password: 'Newbie#2024', phone: uniquePhone() });
    const token = await server.login(email, 'Newbie#2024');
    const notification = await inviteOf(token);
    expect(notification).toMatchObject({
      message: 'Adam Admin invited you to dRisk-Alpha as Admin',
      status: 'Pending',
      input_required: 1,
    });
    await server.call('user/updateNotificationStatus', {
      token,
      body: {
        id: notification!.notification_id,
        status: 'Accepted',
        device_id: 'DRA-100001',
        user_type: 'Admin',
      },
    });
    const details = await server.call('settings/getMoreDetails', {
      token,
      body: { device_id: 'DRA-100001' },
    });
    expect(details.status).toBe(200);
    const devices = await server.call<{ device_details: Array<{ role_id: number }> }>(
      'user/getAllDriskDevices',
      {
        token,
      },
    );
    expect(devices.body.result.device_details).toEqual([expect.objectContaining({ role_id: 1 })]);
  });

  it('does not map a user who rejects the invitation', async () => {
    const invitee = await registerUser(server);
    const owner = await server.login('owner@example.com', 'Owner#12345');
    await server.call('user/inviteUser', {
      token: owner,
      body: { email_address: invitee.email, userType: 'Admin', device_id: 'DRA-100001' },
    });
    const token = await server.login(invitee.email, invitee.password);
    const notification = await inviteOf(token);
    const reject = await server.call('user/updateNotificationStatus', {
      token,
      body: {
        id: notification!.notification_id,
        status: 'Rejected',
        device_id: 'DRA-100001',
        user_type: 'Admin',
      },
    });
    expect(reject.status).toBe(200);
    const devices = await server.call<{ device_details: unknown[] }>('user/getAllDriskDevices', { token });
    expect(devices.body.result.device_details).toEqual([]);
  });

  it('refuses inviting yourself and names invalid fields', async () => {
    const owner = await server.login('owner@example.com', 'Owner#12345');
    const self = await server.call('user/inviteUser', {
      token: owner,
      body: { email_address: 'Owner@Example.com', userType: 'Admin', device_id: 'DRA-100001' },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(SERVER.inviteSelf);
    const noEmail = await server.call('user/inviteUser', {
      token: owner,
      body: { email_address: '', userType: 'Admin', device_id: 'DRA-100001' },
    });
    expect(noEmail.body.message).toBe('email_address: Please enter email-id');
    const badEmail = await server.call('user/inviteUser', {
      token: owner,
      body: { email_address: 'someone@', userType: 'Admin', device_id: 'DRA-100001' },
    });
    expect(badEmail.body.message).toBe('email_address: Please enter valid email-id');
    const owner3 = await server.call('user/inviteUser', {
      token: owner,
      body: { email_address: 'x@example.org', userType: 'Owner', device_id: 'DRA-100001' },
    });
    expect(owner3.status).toBe(400);
    expect(owner3.body.message.startsWith('userType: ')).toBe(true);
  });

  // Issue 7: this address was accepted, and the e-mail's To header became another address.
  it('refuses an address a mail program would read differently, and sends nothing', async () => {
    const owner = await server.login('owner@example.com', 'Owner#12345');
    const before = (await server.outbox()).length;
    for (const email_address of [
      '<img/src/onerror=alert(1)>@example.org',
      'Eve <eve@evil.test>@example.org',
      'eve@evil.test,@example.org',
    ]) {
      const reply = await server.call('user/inviteUser', {
        token: owner,
        body: { email_address, userType: 'Guest', device_id: 'DRA-100001' },
      });
      expect(reply.status, email_address).toBe(400);
      expect(reply.body.message).toBe('email_address: Please enter valid email-id');
    }
    expect(await server.outbox()).toHaveLength(before);
  });
});
