import { and, eq } from 'drizzle-orm';
import { SERVER } from '@drisk/contract';
import type { Queryable } from '../../db/client';
import { endpoints } from '../../db/schema';
import { HttpError } from '../../http/HttpError';

export type EndpointRow = typeof endpoints.$inferSelect;

/** MACs are stored in upper case (AA:BB:CC:DD:EE:FF); the wire may send either case. */
export const normaliseMac = (mac: string) => mac.trim().toUpperCase();

/** An endpoint of a device the caller may use, by MAC; 404 when the device has no such endpoint. */
export async function findEndpoint(db: Queryable, deviceId: string, mac: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(endpoints)
    .where(and(eq(endpoints.deviceId, deviceId), eq(endpoints.macAddress, normaliseMac(mac))))
    .limit(1);
  if (!row) throw new HttpError(404, SERVER.endpointNotFound);
  return row;
}
