import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { devices, parentalSettings, settings } from '../schema';
import { DEMO_MANUFACTURE, SPARE_GATEWAYS } from './demoAccounts';

/** Creates the unowned spare gateways that do not exist yet (every start; existing ones are left alone). */
export async function ensureSpareGateways(db: Database): Promise<void> {
  const ids = SPARE_GATEWAYS.map((gateway) => gateway.deviceId);
  const existing = new Set(
    (await db.select({ id: devices.deviceId }).from(devices).where(inArray(devices.deviceId, ids))).map(
      (row) => row.id,
    ),
  );
  const fresh = SPARE_GATEWAYS.filter((gateway) => !existing.has(gateway.deviceId));
  if (fresh.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(devices).values(
      fresh.map((gateway) => ({
        deviceId: gateway.deviceId,
        name: gateway.deviceId,
        manufacture: DEMO_MANUFACTURE,
        model: gateway.model,
        version: '3.2.1',
        serialNumber: gateway.serialNumber,
        wifiSsid: `dRisk-${gateway.deviceId.slice(-4)}`,
        wifiPassword: `Welcome#${gateway.deviceId.slice(-4)}`,
      })),
    );
    await tx.insert(settings).values(fresh.map((gateway) => ({ deviceId: gateway.deviceId })));
    await tx.insert(parentalSettings).values(fresh.map((gateway) => ({ deviceId: gateway.deviceId })));
  });
}
