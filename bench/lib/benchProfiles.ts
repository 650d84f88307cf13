import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@drisk/api/src/db/client';
import { DEMO_COMPANY_NAME } from '@drisk/api/src/db/seed/demoAccounts';

/** User profiles of the demo company in the bench database: the admin console's users row pages these. */
export const BENCH_PROFILES = 10_000;
/** Names the profiles are made of (first × last), so searches find realistic subsets. */
export const BENCH_FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Isla',
  'Jonas',
];
export const BENCH_LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Patel',
  'Nakamura',
  'Reyes',
  'Walsh',
  'Kowalski',
];

/**
 * Adds BENCH_PROFILES corporate user profiles to the demo company in one statement (no password: they
 * never sign in), every seventh one a Guest of `gatewayId` so the device counts differ.
 */
export async function addBenchProfiles(handle: DatabaseHandle, gatewayId: string): Promise<void> {
  const { db } = handle;
  const firsts = sql.raw(`ARRAY[${BENCH_FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`);
  const lasts = sql.raw(`ARRAY[${BENCH_LAST_NAMES.map((n) => `'${n}'`).join(',')}]`);
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, user_type, tinode_username, company_id, employee_id,
      profile_role, profile_status)
    SELECT (${firsts})[1 + i % ${BENCH_FIRST_NAMES.length}],
      (${lasts})[1 + (i / ${BENCH_FIRST_NAMES.length}) % ${BENCH_LAST_NAMES.length}],
      'bench.profile.' || i || '@example.com', 'corporate', 'bench_profile_' || i,
      (SELECT id FROM companies WHERE name = ${DEMO_COMPANY_NAME}), 'EMP-' || lpad(i::text, 5, '0'),
      'guest', 'Yes'
    FROM generate_series(1, ${BENCH_PROFILES}) AS i`);
  await db.execute(sql`
    INSERT INTO user_devices (user_id, device_id, role_id, is_connected)
    SELECT id, ${gatewayId}, 2, false FROM users
    WHERE email LIKE 'bench.profile.%' AND id % 7 = 0`);
}
