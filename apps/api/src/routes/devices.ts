import { and, asc, eq } from 'drizzle-orm';
import { CONNECTED, DISCONNECTED, SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { devices, userDevices } from '../db/schema';
import { sessionRoute } from '../http/registerRoute';

/** GET user/getAllDriskDevices: the caller's devices, in the order they were given access. */
export const getAllDriskDevices = (ctx: AppContext) =>
  sessionRoute(routes.getAllDriskDevices, async ({ session }) => {
    const rows = await ctx.db
      .select({
        deviceId: devices.deviceId,
        name: devices.name,
        status: devices.status,
        roleId: userDevices.roleId,
        isConnected: userDevices.isConnected,
      })
      .from(userDevices)
      .innerJoin(devices, eq(devices.deviceId, userDevices.deviceId))
      .where(eq(userDevices.userId, session.userId))
      .orderBy(asc(userDevices.id));
    return {
      result: {
        device_details: rows.map((row) => ({
          device_id: row.deviceId,
          name: row.name,
          is_connected: row.isConnected
            ? (CONNECTED as typeof CONNECTED)
            : (DISCONNECTED as typeof DISCONNECTED),
          role_id: row.roleId,
          status: row.status === 'Active' ? ('Active' as const) : ('Inactive' as const),
        })),
      },
    };
  });

/** POST device/updateDeviceConnectionStatus: makes one device the connected one (exactly one per user). */
export const updateDeviceConnectionStatus = (ctx: AppContext) =>
  sessionRoute(routes.updateDeviceConnectionStatus, async ({ body, session, grant }) => {
    await ctx.db.transaction(async (tx) => {
      // Two statements: the partial unique index allows one connected row at any moment.
      await tx
        .update(userDevices)
        .set({ isConnected: false })
        .where(and(eq(userDevices.userId, session.userId), eq(userDevices.isConnected, true)));
      await tx
        .update(userDevices)
        .set({ isConnected: true })
        .where(and(eq(userDevices.userId, session.userId), eq(userDevices.deviceId, body.device_id)));
    });
    const access = grant.device!;
    ctx.versions.userChanged(session.userId);
    // The user's other open apps follow the switch.
    void ctx.gateways.publishToUser(session.userId, { module: 'devices' });
    return { message: SERVER.deviceSwitched, result: { device_id: access.deviceId, role_id: access.roleId } };
  });

/** POST settings/getMoreDetails: what the More screen shows about a device. */
export const getMoreDetails = (ctx: AppContext) =>
  sessionRoute(routes.getMoreDetails, async ({ body }) => {
    const [device] = await ctx.db.select().from(devices).where(eq(devices.deviceId, body.device_id));
    return {
      result: [
        {
          manufacture: device.manufacture,
          model: device.model,
          device_name: device.name,
          version: device.version,
          wifi_name_ssid: device.wifiSsid,
          wifi_password: device.wifiPassword,
        },
      ],
    };
  });
