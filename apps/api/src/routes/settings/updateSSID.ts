import { eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { devices } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';

/**
 * POST settings/updateSSID: a new Wi-Fi name (1 to 32 characters, trimmed) or Wi-Fi password (10 to 63)
 * for the network the device offers. Stored on the device row once the gateway acknowledges; Guests may
 * not change either.
 */
export const updateSSID = (ctx: AppContext) =>
  sessionRoute(routes.updateSSID, async ({ body }) => {
    const value = body.type === 'wifi_name_ssid' ? body.value.trim() : body.value;
    await ctx.gateways.sendCommand(body.device_id, {
      type: 'update_ssid',
      payload: { type: body.type, value },
    });
    await ctx.db
      .update(devices)
      .set(
        body.type === 'wifi_name_ssid'
          ? { wifiSsid: value, updatedAt: new Date() }
          : { wifiPassword: value, updatedAt: new Date() },
      )
      .where(eq(devices.deviceId, body.device_id));
    return {
      message: body.type === 'wifi_name_ssid' ? SERVER.ssidUpdated : SERVER.wifiPasswordUpdated,
      result: null,
    };
  });
