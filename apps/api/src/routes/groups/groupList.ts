import { and, count, eq, inArray, or } from 'drizzle-orm';
import { SERVER, routes, type CotGroup } from '@drisk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import type { Queryable } from '../../db/client';
import { cotGroups, devices, groupMembers } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';

/** The api's own chat endpoint as the browser reached the api (socket.io lives at /socket.io there). */
const ownChatServer = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The groups of a device the user belongs to or created, with their member counts. */
export async function groupsOfDevice(db: Queryable, deviceId: string, userId: number): Promise<CotGroup[]> {
  const mine = db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  const rows = await db
    .select({ id: cotGroups.id, name: cotGroups.name, createdBy: cotGroups.createdBy })
    .from(cotGroups)
    .where(
      and(eq(cotGroups.deviceId, deviceId), or(eq(cotGroups.createdBy, userId), inArray(cotGroups.id, mine))),
    )
    .orderBy(cotGroups.name, cotGroups.id);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ groupId: groupMembers.groupId, members: count() })
    .from(groupMembers)
    .where(
      inArray(
        groupMembers.groupId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(groupMembers.groupId);
  const membersOf = new Map(counts.map((row) => [row.groupId, row.members]));
  return rows.map((row) => ({
    group_id: row.id,
    group_name: row.name,
    no_member: membersOf.get(row.id) ?? 0,
    showDelete: row.createdBy === userId,
  }));
}

/**
 * POST cot/getGroupDetails: the caller's groups on the device, the CoT switch, the chat server address
 * (the device's local one when it has one, else this api's) and the device's address. An inactive
 * device answers 'Device is Inactive' with no groups (spec 3 §8).
 */
export const getGroupDetails = (ctx: AppContext) =>
  sessionRoute(routes.getGroupDetails, async ({ grant, session, request }) => {
    const deviceId = grant.device!.deviceId;
    const [device] = await ctx.db
      .select({
        status: devices.status,
        cotDisabled: devices.cotDisabled,
        localChatServer: devices.localChatServer,
        hardwareIp: devices.hardwareIp,
      })
      .from(devices)
      .where(eq(devices.deviceId, deviceId))
      .limit(1);
    const active = device.status === 'Active';
    return {
      message: active ? SERVER.success : SERVER.deviceInactive,
      result: {
        groupList: active ? await groupsOfDevice(ctx.db, deviceId, session.userId) : [],
        // The wire's quirk: 1 means Circle of Trust is on and groups show (spec 3 §4).
        isCOTDisable: device.cotDisabled ? (0 as const) : (1 as const),
        localChatServer: device.localChatServer || ownChatServer(request),
        hardwareIp: device.hardwareIp ?? '',
      },
    };
  });

/** POST cot/updateCOTStatus: switches Circle of Trust on (1) or off (0) for the device. */
export const updateCOTStatus = (ctx: AppContext) =>
  sessionRoute(routes.updateCOTStatus, async ({ body, grant }) => {
    const deviceId = grant.device!.deviceId;
    await ctx.db
      .update(devices)
      .set({ cotDisabled: body.isCOTDisable === 0 })
      .where(eq(devices.deviceId, deviceId));
    ctx.versions.devicesChanged([deviceId]);
    return { message: SERVER.cotStatusUpdated, result: { isCOTDisable: body.isCOTDisable } };
  });
