import { eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';

/** endpoint_id is the caller's own chat username: nobody joins or beats for someone else. */
async function requireOwnEndpoint(db: Queryable, userId: number, endpointId: string) {
  const [user] = await db
    .select({ username: users.tinodeUsername })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.username !== endpointId) {
    throw new HttpError(400, 'endpoint_id: must be your own chat username (tinode_username)');
  }
}

/** POST cot/room/{room}/join: a member may join the group's room (the socket's join does the rest). */
export const joinRoom = (ctx: AppContext) =>
  sessionRoute(routes.joinRoom, async ({ body, grant, session }) => {
    await requireOwnEndpoint(ctx.db, session.userId, body.endpoint_id);
    return { message: SERVER.roomJoined, result: { room: String(grant.group!.groupId) } };
  });

/** POST cot/heartbeat: the chat screen says it is alive (at once and every 30 s). */
export const heartbeat = (ctx: AppContext) =>
  sessionRoute(routes.heartbeat, async ({ body, session }) => {
    await requireOwnEndpoint(ctx.db, session.userId, body.endpoint_id);
    return { result: null };
  });
