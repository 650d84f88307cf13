import { and, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { groupMembers, userDevices, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';
import { candidatesOnDevice } from './groupCandidates';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * POST cot/getMemberDetails: the members of a group. showDelete marks who the caller may remove: the
 * owner anyone but themselves, a member only themselves (leaving).
 */
export const getMemberDetails = (ctx: AppContext) =>
  sessionRoute(routes.getMemberDetails, async ({ grant, session }) => {
    const group = grant.group!;
    const rows = await ctx.db
      .select({ cotId: groupMembers.id, userId: users.id, fullName, email: users.email })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, group.groupId))
      .orderBy(users.firstName, users.lastName, groupMembers.id);
    return {
      result: {
        memberDetails: rows.map((row) => ({
          full_name: row.fullName,
          email_id: row.email,
          cot_id: row.cotId,
          showDelete: group.isOwner ? row.userId !== session.userId : row.userId === session.userId,
        })),
      },
    };
  });

/** POST cot/addGroupMember: the owner adds users of the group's device (already members are skipped). */
export const addGroupMember = (ctx: AppContext) =>
  sessionRoute(routes.addGroupMember, async ({ body, grant }) => {
    const group = grant.group!;
    const userIds = await candidatesOnDevice(ctx.db, group.deviceId, body.data);
    await ctx.db
      .insert(groupMembers)
      .values(userIds.map((userId) => ({ groupId: group.groupId, userId })))
      .onConflictDoNothing();
    return { message: SERVER.membersAdded, result: null };
  });

/**
 * POST cot/removeMemberFromCOT: the owner removes members, a member removes only themselves (leaves).
 * The owner cannot leave their own group (they delete it). Removed members' open chat sockets leave the
 * room at once, on every node.
 */
export const removeMemberFromCOT = (ctx: AppContext) =>
  sessionRoute(routes.removeMemberFromCOT, async ({ body, grant, session }) => {
    const group = grant.group!;
    const cotIds = [...new Set([...(body.cot_id === undefined ? [] : [body.cot_id]), ...body.cot_ids])];
    const rows = await ctx.db
      .select({ id: groupMembers.id, userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.groupId), inArray(groupMembers.id, cotIds)));
    const found = new Set(rows.map((row) => row.id));
    const missing = cotIds.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new HttpError(400, `${body.cot_id === missing ? 'cot_id' : 'cot_ids'}: ${SERVER.memberNotFound}`);
    }
    // The route admits any member; which ids a member may name depends on the rows (their own only).
    const others = rows.find((row) => row.userId !== session.userId);
    if (!group.isOwner && others) {
      throw new HttpError(
        400,
        `${body.cot_id === others.id ? 'cot_id' : 'cot_ids'}: ${SERVER.groupOwnerOnly}`,
      );
    }
    if (group.isOwner && rows.some((row) => row.userId === session.userId)) {
      throw new HttpError(400, SERVER.ownerCannotLeave);
    }
    await ctx.db.delete(groupMembers).where(inArray(groupMembers.id, cotIds));
    await ctx.chat.removeMembers(
      group.groupId,
      rows.map((row) => row.userId),
    );
    return { message: SERVER.memberRemoved, result: null };
  });

/** How many users a search returns at most. */
const SEARCH_LIMIT = 50;

/**
 * POST user/searchRegisteredUsers: registered users the caller could put in a group. Without group_id:
 * users who share a device with the caller; with it, users of the group's device who are not members
 * yet. `value` matches the name or e-mail address (empty matches everyone).
 */
export const searchRegisteredUsers = (ctx: AppContext) =>
  sessionRoute(routes.searchRegisteredUsers, async ({ body, grant, session }) => {
    const group = grant.group;
    const myDevices = ctx.db
      .select({ deviceId: userDevices.deviceId })
      .from(userDevices)
      .where(eq(userDevices.userId, session.userId));
    const deviceFilter = group
      ? eq(userDevices.deviceId, group.deviceId)
      : inArray(userDevices.deviceId, myDevices);
    const pattern = `%${body.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const existing = group
      ? ctx.db
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(eq(groupMembers.groupId, group.groupId))
      : null;
    const rows = await ctx.db
      .selectDistinct({ userId: users.id, fullName, email: users.email, first: users.firstName })
      .from(users)
      .innerJoin(userDevices, eq(userDevices.userId, users.id))
      .where(
        and(
          deviceFilter,
          ne(users.id, session.userId),
          eq(users.isActive, true),
          body.value ? or(ilike(fullName, pattern), ilike(users.email, pattern)) : undefined,
          existing ? notInArray(users.id, existing) : undefined,
        ),
      )
      .orderBy(users.firstName, users.email)
      .limit(SEARCH_LIMIT);
    return {
      result: rows.map((row) => ({ user_id: row.userId, full_name: row.fullName, email_id: row.email })),
    };
  });
