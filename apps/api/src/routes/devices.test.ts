import { SERVER } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

interface DeviceList {
  device_details: Array<{
    device_id: string;
    name: string;
    is_connected: string;
    role_id: number;
    status: string;
  }>;
}

describe('user/getAllDriskDevices', () => {
  it("lists the owner's devices with role and connection", async () => {
    const token = await server.login('owner@example.com', 'Owner#12345');
    const reply = await server.call<DeviceList>('user/getAllDriskDevices', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.result.device_details).toEqual([
      {
        device_id: 'DRA-100001',
        name: 'dRisk-Alpha',
        is_connected: 'connected',
        role_id: 3,
        status: 'Active',
      },
      {
        device_id: 'DRB-100002',
        name: 'dRisk-Beta',
        is_connected: 'disconnected',
        role_id: 3,
        status: 'Active',
      },
    ]);
  });

  it('shows each user only their own devices', async () => {
    const solo = await server.call<DeviceList>('user/getAllDriskDevices', {
      token: await server.login('solo@example.com', 'Solo#12345'),
    });
    expect(solo.body.result.device_details.map((d) => d.name)).toEqual(['dRisk-Solo']);
    const guest = await server.call<DeviceList>('user/getAllDriskDevices', {
      token: await server.login('guest@example.com', 'Guest#12345'),
    });
    expect(guest.body.result.device_details).toEqual([
      expect.objectContaining({ device_id: 'DRA-100001', role_id: 2, is_connected: 'connected' }),
    ]);
    const newcomer = await registerUser(server);
    const none = await server.call<DeviceList>('user/getAllDriskDevices', {
      token: await server.login(newcomer.email, newcomer.password),
    });
    expect(none.body.result.device_details).toEqual([]);
  });
});

describe('device/updateDeviceConnectionStatus', () => {
  it('switches the connected device and leaves exactly one connected', async () => {
    const token = await server.login('owner@example.com', 'Owner#12345');
    const toBeta = await server.call('device/updateDeviceConnectionStatus', {
      token,
      body: { device_id: 'DRB-100002' },
    });
    expect(toBeta.status).toBe(200);
    expect(toBeta.body).toEqual({
      statusCode: 200,
      message: SERVER.deviceSwitched,
      result: { device_id: 'DRB-100002', role_id: 3 },
    });
    let list = await server.call<DeviceList>('user/getAllDriskDevices', { token });
    expect(list.body.result.device_details.filter((d) => d.is_connected === 'connected')).toEqual([
      expect.objectContaining({ device_id: 'DRB-100002' }),
    ]);

    // Many switches at once still end with exactly one connected device.
    await Promise.all(
      ['DRA-100001', 'DRB-100002', 'DRA-100001', 'DRB-100002', 'DRA-100001'].map((device_id) =>
        server.call('device/updateDeviceConnectionStatus', { token, body: { device_id } }),
      ),
    );
    list = await server.call<DeviceList>('user/getAllDriskDevices', { token });
    expect(list.body.result.device_details.filter((d) => d.is_connected === 'connected')).toHaveLength(1);

    const back = await server.call('device/updateDeviceConnectionStatus', {
      token,
      body: { device_id: 'DRA-100001' },
    });
    expect(back.status).toBe(200);
  });

  it("refuses another user's device and an unknown one with the same answer", async () => {
    const token = await server.login('solo@example.com', 'Solo#12345');
    for (const device_id of ['DRA-100001', 'DRX-999999']) {
      const reply = await server.call('device/updateDeviceConnectionStatus', { token, body: { device_id } });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ statusCode: 403, message: SERVER.deviceForbidden, result: null });
    }
  });
});

describe('settings/getMoreDetails', () => {
  it('returns the device details to a mapped user', async () => {
    const token = await server.login('guest@example.com', 'Guest#12345');
    const reply = await server.call('settings/getMoreDetails', { token, body: { device_id: 'DRA-100001' } });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual([
      {
        manufacture: 'dRisk Inc.',
        model: 'dRisk Gateway G3 Pro',
        device_name: 'dRisk-Alpha',
        version: '3.2.1',
        wifi_name_ssid: 'Acme-Secure-Alpha',
        wifi_password: 'AlphaWiFi#2024',
      },
    ]);
  });

  it("reveals nothing of another user's device (solo asking about dRisk-Alpha)", async () => {
    const token = await server.login('solo@example.com', 'Solo#12345');
    const alpha = await server.call('settings/getMoreDetails', { token, body: { device_id: 'DRA-100001' } });
    const unknown = await server.call('settings/getMoreDetails', {
      token,
      body: { device_id: 'NO-SUCH-DEVICE' },
    });
    expect(alpha.status).toBe(403);
    expect(alpha.body).toEqual(unknown.body);
    expect(JSON.stringify(alpha.body)).not.toMatch(/Alpha|Acme|dRisk Gateway/);

    const owner = await server.login('owner@example.com', 'Owner#12345');
    const solo = await server.call('settings/getMoreDetails', {
      token: owner,
      body: { device_id: 'DRS-100003' },
    });
    expect(solo.status).toBe(403);
    expect(solo.body.message).toBe(SERVER.deviceForbidden);
  });
});
