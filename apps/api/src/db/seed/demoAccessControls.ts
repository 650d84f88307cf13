import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../client';
import { endpoints, parentalSettings } from '../schema';

const ALPHA = 'DRA-100001';

/** dRisk-Alpha's access controls: websites and keywords blocked on weekdays in office hours for two endpoints. */
export const DEMO_ALPHA_ACCESS_CONTROLS = {
  limitedAccess1: 1 as const,
  dayRule: 'Monday,Tuesday,Wednesday,Thursday,Friday',
  activeScheduleTime: 1 as const,
  startTime: '08:00 AM',
  endTime: '06:00 PM',
  keyword: 'casino,poker,torrent,adult',
  selectedMacs: ['A4:83:E7:10:00:01', 'F0:6E:0B:10:00:03'],
};

/** Gives dRisk-Alpha saved access controls (the other gateways keep the defaults the seed created). */
export async function seedDemoAccessControls(db: Queryable): Promise<void> {
  const { selectedMacs, ...rules } = DEMO_ALPHA_ACCESS_CONTROLS;
  await db.update(parentalSettings).set(rules).where(eq(parentalSettings.deviceId, ALPHA));
  await db
    .update(endpoints)
    .set({ parentalSelected: true })
    .where(and(eq(endpoints.deviceId, ALPHA), inArray(endpoints.macAddress, selectedMacs)));
}
