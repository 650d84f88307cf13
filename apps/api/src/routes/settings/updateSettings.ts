import { eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { devices, settings } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { fieldError } from '../deviceData/fieldError';
import { loadDeviceSettings } from './loadDeviceSettings';
import { applySettingChange, SettingRefused } from './settingChange';
import { SETTING_COLUMNS } from './settingsPresenter';

/**
 * POST settings/updateSettings: changes one setting (`type` names it, the field of that name holds the
 * value), the signal slider included. The rules hold on the server as on screen: a Guest may change only
 * Notifications; Protect and Monitoring modes exclude each other; Wi-Fi Mode on turns tethering off and
 * tethering on turns Wi-Fi Mode off; ghost mode freezes the signal strength. The gateway applies the
 * change first; it is stored once the gateway acknowledges (a timeout is a 504, nothing stored).
 * Replies [the settings after the change].
 */
export const updateSettings = (ctx: AppContext) =>
  sessionRoute(routes.updateSettings, async ({ body }) => {
    const current = await loadDeviceSettings(ctx.db, body.device_id);
    if (body.setting_id !== undefined && body.setting_id !== current.setting_id) {
      throw fieldError('setting_id', 'is not the settings of this device');
    }
    let change;
    try {
      change = applySettingChange(current, body.type, body[body.type]);
    } catch (error) {
      if (error instanceof SettingRefused) throw fieldError(body.type, error.message);
      throw error;
    }

    await ctx.gateways.sendCommand(body.device_id, {
      type: 'update_settings',
      payload: { setting: body.type, value: change.value },
    });

    const columns = Object.fromEntries(
      change.changed.map((field) => [SETTING_COLUMNS[field], change.next[field]]),
    );
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(settings)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(settings.deviceId, body.device_id));
      if (change.leavesWifiClient) {
        await tx
          .update(devices)
          .set({ wifiClientSsid: null, wifiClientBssid: null })
          .where(eq(devices.deviceId, body.device_id));
      }
    });
    return { message: SERVER.settingsUpdated, result: [change.next] };
  });
