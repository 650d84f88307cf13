import { rm } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { chatMediaDir } from '../../chat/chatMediaFiles';
import { cotGroups, groupMembers } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';
import { candidatesOnDevice } from './groupCandidates';

/** POST cot/createGroup: a group on the device, created by the caller, with the caller and the chosen users. */
export const createGroup = (ctx: AppContext) =>
  sessionRoute(routes.createGroup, async ({ body, grant, session }) => {
    const deviceId = grant.device!.deviceId;
    const groupId = await ctx.db.transaction(async (tx) => {
      const userIds = await candidatesOnDevice(tx, deviceId, body.data);
      const [group] = await tx
        .insert(cotGroups)
        .values({ deviceId, name: body.group_name, topicId: body.topic_id, createdBy: session.userId })
        .returning({ id: cotGroups.id });
      const members = [...new Set([session.userId, ...userIds])];
      await tx.insert(groupMembers).values(members.map((userId) => ({ groupId: group.id, userId })));
      return group.id;
    });
    return { message: SERVER.groupCreated, result: { group_id: groupId } };
  });

/**
 * POST cot/deleteGroup: deletes the groups (only their owner may: the route's access), their messages
 * and files; members chatting in them leave the rooms at once, on every node.
 */
export const deleteGroup = (ctx: AppContext) =>
  sessionRoute(routes.deleteGroup, async ({ body, grant }) => {
    const groups = grant.groups!;
    const elsewhere = groups.findIndex((group) => group.deviceId !== body.device_id);
    if (elsewhere >= 0) throw new HttpError(400, `group_id.${elsewhere}: is not a group of this device`);
    const ids = groups.map((group) => group.groupId);
    // Messages, members and file records go with the group (ON DELETE CASCADE).
    await ctx.db.delete(cotGroups).where(inArray(cotGroups.id, ids));
    await ctx.chat.closeGroups(ids);
    await Promise.all(
      ids.map((id) => rm(chatMediaDir(ctx.config.dataDir, id), { recursive: true, force: true })),
    );
    return { message: SERVER.groupDeleted, result: null };
  });
