import { eq } from 'drizzle-orm';
import type { DeviceSettings } from '@drisk/contract';
import type { Queryable } from '../../db/client';
import { devices, settings } from '../../db/schema';
import { toDeviceSettings } from './settingsPresenter';

/** A device's settings; a device that has none yet gets the defaults stored first. */
export async function loadDeviceSettings(db: Queryable, deviceId: string): Promise<DeviceSettings> {
  const read = () =>
    db
      .select({ row: settings, ssid: devices.wifiSsid })
      .from(settings)
      .innerJoin(devices, eq(devices.deviceId, settings.deviceId))
      .where(eq(settings.deviceId, deviceId))
      .limit(1);
  let [found] = await read();
  if (!found) {
    await db.insert(settings).values({ deviceId }).onConflictDoNothing();
    [found] = await read();
  }
  return toDeviceSettings(found.row, found.ssid);
}
