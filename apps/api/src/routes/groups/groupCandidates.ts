import { and, eq, inArray } from 'drizzle-orm';
import type { GroupCandidate } from '@drisk/contract';
import type { Queryable } from '../../db/client';
import { userDevices } from '../../db/schema';
import { HttpError } from '../../http/HttpError';

/**
 * The distinct user ids of `data`, each checked to use the group's device: a group on a gateway is
 * among people who share it, so nobody can be pulled into a stranger's group. 400 names the first
 * user who does not.
 */
export async function candidatesOnDevice(
  db: Queryable,
  deviceId: string,
  data: GroupCandidate[],
): Promise<number[]> {
  const ids = [...new Set(data.map((candidate) => candidate.user_id))];
  const rows = await db
    .select({ userId: userDevices.userId })
    .from(userDevices)
    .where(and(eq(userDevices.deviceId, deviceId), inArray(userDevices.userId, ids)));
  const onDevice = new Set(rows.map((row) => row.userId));
  const index = data.findIndex((candidate) => !onDevice.has(candidate.user_id));
  if (index >= 0) {
    throw new HttpError(400, `data.${index}.user_id: is not a user of this device`);
  }
  return ids;
}
