import { and, count, desc, eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { notifications } from '../db/schema';
import { sessionRoute } from '../http/registerRoute';
import { answerNotification } from '../notifications/answerNotification';
import { toNotification } from '../notifications/notificationPresenter';
import { unblockAcceptedNewDevice } from './endpoints';

/** GET user/getNotification?page&page_size: one-based pages of the caller's notifications, newest first. */
export const getNotification = (ctx: AppContext) =>
  sessionRoute(routes.getNotification, async ({ query, session }) => {
    const mine = eq(notifications.userId, session.userId);
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      ctx.db.select({ total: count() }).from(notifications).where(mine),
    ]);
    return { result: { records: rows.map(toNotification), total_records: total } };
  });

/** GET user/getNotificationCount: the caller's notifications waiting for an answer (the bell). */
export const getNotificationCount = (ctx: AppContext) =>
  sessionRoute(routes.getNotificationCount, async ({ session }) => {
    const [{ pending }] = await ctx.db
      .select({ pending: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, session.userId),
          eq(notifications.status, 'Pending'),
          eq(notifications.inputRequired, 1),
        ),
      );
    return { result: { count: pending } };
  });

/** POST user/updateNotificationStatus: Accept or Reject one of the caller's notifications. */
export const updateNotificationStatus = (ctx: AppContext) =>
  sessionRoute(routes.updateNotificationStatus, async ({ body, session }) => {
    // A new device's block is lifted on its gateway before the answer is stored (rejecting keeps it out).
    if (body.status === 'Accepted') {
      await unblockAcceptedNewDevice(ctx, {
        userId: session.userId,
        notificationId: body.id,
        deviceId: body.device_id,
      });
    }
    const outcome = await ctx.db.transaction((tx) =>
      answerNotification(tx, {
        userId: session.userId,
        notificationId: body.id,
        deviceId: body.device_id,
        answer: body.status,
      }),
    );
    // An accepted invitation maps the caller to a device; a new device's answer changes its block.
    ctx.versions.userChanged(session.userId);
    ctx.versions.devicesChanged([body.device_id]);
    // Open apps refetch: an accepted invitation adds a device; the other managers' question is answered.
    if (outcome.kind === 'invite' && body.status === 'Accepted') {
      void ctx.gateways.publishToUser(session.userId, { module: 'devices' });
    }
    for (const userId of outcome.alsoAnsweredFor) {
      void ctx.gateways.publishToUser(userId, { module: 'notifications' });
    }
    return { message: SERVER.notificationUpdated, result: null };
  });
