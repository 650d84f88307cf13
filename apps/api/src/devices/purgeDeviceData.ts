import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { devices, parentalSettings, settings } from '../db/schema';

/**
 * Returns a gateway to its factory state: every row of its data (endpoints, usage, issue logs, locations,
 * scans and reports, notifications, groups, cloud file records...) goes with the device row, whose foreign
 * keys cascade, and the row comes back with only what the hardware itself carries: its id, model,
 * serial, Wi-Fi defaults, and its MQTT credential and claim code, so it still connects and can be claimed.
 * Run inside a transaction that holds the device row (FOR UPDATE).
 */
export async function purgeDeviceData(tx: Queryable, deviceId: string): Promise<void> {
  const [device] = await tx.select().from(devices).where(eq(devices.deviceId, deviceId));
  if (!device) return;
  await tx.delete(devices).where(eq(devices.deviceId, deviceId));
  await tx.insert(devices).values({
    deviceId: device.deviceId,
    // The old owner's name for it is theirs; a purged gateway is called by its id.
    name: device.deviceId,
    status: device.status,
    manufacture: device.manufacture,
    model: device.model,
    version: device.version,
    serialNumber: device.serialNumber,
    wifiSsid: device.wifiSsid,
    wifiPassword: device.wifiPassword,
    credentialHash: device.credentialHash,
    claimCodeHash: device.claimCodeHash,
    hardwareIp: device.hardwareIp,
    localChatServer: device.localChatServer,
    localFileServer: device.localFileServer,
    lastSeenAt: device.lastSeenAt,
  });
  await tx.insert(settings).values({ deviceId });
  await tx.insert(parentalSettings).values({ deviceId });
}
