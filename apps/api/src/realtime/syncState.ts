import { desc, eq } from 'drizzle-orm';
import type { GatewayCommandMessage, ParentalSettings } from '@drisk/contract';
import type { Queryable } from '../db/client';
import { devices, endpoints, parentalSettings, settings } from '../db/schema';
import { isBlockedAt } from '../routes/deviceData/endpointBlocks';

export type SyncStatePayload = Extract<GatewayCommandMessage, { type: 'sync_state' }>['payload'];

const flag = (value: number) => (value === 1 ? 1 : 0);
/** The contract's limit of sync_state endpoints (the most recently seen ones are sent). */
const MAX_SYNCED_ENDPOINTS = 1024;

/**
 * What a gateway starts from when it connects: its stored settings, access-control rules, the blocks
 * that have not ended (timed ones with their end), the endpoints the api knows (its household, with the
 * names users gave them) and its stored position. Null when the device has no settings row.
 */
export async function loadSyncState(db: Queryable, deviceId: string): Promise<SyncStatePayload | null> {
  const [row] = await db
    .select({
      settings,
      wifiSsid: devices.wifiSsid,
      latitude: devices.latitude,
      longitude: devices.longitude,
      locationText: devices.locationText,
    })
    .from(settings)
    .innerJoin(devices, eq(devices.deviceId, settings.deviceId))
    .where(eq(settings.deviceId, deviceId))
    .limit(1);
  if (!row) return null;
  const s = row.settings;
  const [parentalRow] = await db
    .select()
    .from(parentalSettings)
    .where(eq(parentalSettings.deviceId, deviceId));
  const endpointRows = await db
    .select({
      mac: endpoints.macAddress,
      name: endpoints.name,
      ip: endpoints.ipAddress,
      blockedUntil: endpoints.blockedUntil,
      blockedPermanent: endpoints.blockedPermanent,
      parentalSelected: endpoints.parentalSelected,
    })
    .from(endpoints)
    .where(eq(endpoints.deviceId, deviceId))
    .orderBy(desc(endpoints.lastSeenAt))
    .limit(MAX_SYNCED_ENDPOINTS);

  const parental: ParentalSettings | null = parentalRow
    ? {
        device_id: deviceId,
        limited_access_1: flag(parentalRow.limitedAccess1),
        limited_access_2: flag(parentalRow.limitedAccess2),
        limited_access_3: flag(parentalRow.limitedAccess3),
        day_rule: parentalRow.dayRule,
        active_schedule_time: flag(parentalRow.activeScheduleTime),
        inactive_schedule_time: flag(parentalRow.inactiveScheduleTime),
        start_time: parentalRow.startTime,
        end_time: parentalRow.endTime,
        keyword: parentalRow.keyword,
        extra_windows: parentalRow.extraWindows,
        devices: endpointRows
          .filter((e) => e.parentalSelected)
          .map((e) => ({ name: e.name, ip_address: e.ip })),
      }
    : null;

  const now = new Date();
  return {
    settings: {
      setting_id: s.id,
      device_id: deviceId,
      mobile_data: flag(s.mobileData),
      wifi_service: flag(s.wifiService),
      ethernet_host: flag(s.ethernetHost),
      wifi_mode: flag(s.wifiMode),
      notification: flag(s.notification),
      remote_mgt: flag(s.remoteMgt),
      software_update: flag(s.softwareUpdate),
      protect_mode: flag(s.protectMode),
      monitoring_mode: flag(s.monitoringMode),
      ghost_mode: flag(s.ghostMode),
      auto_block: flag(s.autoBlock),
      connect_pref: s.connectPref,
      wifi_profile: s.wifiProfile,
      wifi_name_ssid: row.wifiSsid,
      wifi_attenuation: s.wifiAttenuation,
      openvas_autoscan_flag: flag(s.openvasAutoscanFlag),
      openvas_autoscan_value:
        s.openvasAutoscanValue as SyncStatePayload['settings']['openvas_autoscan_value'],
    },
    parental,
    blocked: endpointRows
      .filter((e) => isBlockedAt(e, now))
      .map((e) => ({
        mac_address: e.mac,
        until: e.blockedPermanent ? null : (e.blockedUntil?.getTime() ?? null),
      })),
    endpoints: endpointRows.map((e) => ({
      name: e.name.slice(0, 100),
      mac_address: e.mac.slice(0, 32),
      ip_address: e.ip.slice(0, 64),
    })),
    ...(row.latitude !== null && row.longitude !== null
      ? {
          location: {
            latitude: row.latitude,
            longitude: row.longitude,
            ...(row.locationText ? { location: row.locationText } : {}),
          },
        }
      : {}),
  };
}
