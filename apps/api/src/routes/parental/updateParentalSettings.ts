import { and, eq, inArray } from 'drizzle-orm';
import { ACCESS_WINDOWS_TEXT, SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { endpoints, parentalSettings } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';
import { normaliseParentalSettings } from './normaliseParentalSettings';

/**
 * POST settings/updateParentalSettings: checks and stores a device's access controls. The devices listed
 * are matched to the device's endpoints by IP address (by name when no address is given); ones it does
 * not know are left out. Overlapping access windows are merged (the reply says so). The gateway gets the
 * rules, every window included, first; they are stored once it acknowledges.
 * Guests may read access controls but not change them.
 */
export const updateParentalSettings = (ctx: AppContext) =>
  sessionRoute(routes.updateParentalSettings, async ({ body }) => {
    const { rules, mergedWindows } = normaliseParentalSettings(body);

    const known = await ctx.db
      .select({ mac: endpoints.macAddress, name: endpoints.name, ip: endpoints.ipAddress })
      .from(endpoints)
      .where(eq(endpoints.deviceId, body.device_id));
    const chosen = known.filter((endpoint) =>
      rules.devices.some((device) =>
        device.ip_address.trim()
          ? device.ip_address.trim() === endpoint.ip
          : device.name.trim() === endpoint.name,
      ),
    );
    const devices = chosen.map((endpoint) => ({ name: endpoint.name, ip_address: endpoint.ip }));

    await ctx.gateways.sendCommand(body.device_id, {
      type: 'parental_settings',
      payload: { ...rules, device_id: body.device_id, devices },
    });

    const values = {
      limitedAccess1: rules.limited_access_1,
      limitedAccess2: rules.limited_access_2,
      limitedAccess3: rules.limited_access_3,
      dayRule: rules.day_rule,
      activeScheduleTime: rules.active_schedule_time,
      inactiveScheduleTime: rules.inactive_schedule_time,
      startTime: rules.start_time,
      endTime: rules.end_time,
      keyword: rules.keyword,
      extraWindows: rules.extra_windows,
      updatedAt: new Date(),
    };
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(parentalSettings)
        .values({ deviceId: body.device_id, ...values })
        .onConflictDoUpdate({ target: parentalSettings.deviceId, set: values });
      await tx
        .update(endpoints)
        .set({ parentalSelected: false })
        .where(and(eq(endpoints.deviceId, body.device_id), eq(endpoints.parentalSelected, true)));
      if (chosen.length > 0) {
        await tx
          .update(endpoints)
          .set({ parentalSelected: true })
          .where(
            and(
              eq(endpoints.deviceId, body.device_id),
              inArray(
                endpoints.macAddress,
                chosen.map((endpoint) => endpoint.mac),
              ),
            ),
          );
      }
    });
    ctx.versions.devicesChanged([body.device_id]);
    return {
      message: mergedWindows ? ACCESS_WINDOWS_TEXT.savedMerged : SERVER.accessControlsSaved,
      result: null,
    };
  });
