import { asc } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { faq, feedback } from '../db/schema';
import { publicRoute, sessionRoute } from '../http/registerRoute';

/** GET user/getFAQ: the Help screen's entries in order. */
export const getFAQ = (ctx: AppContext) =>
  sessionRoute(routes.getFAQ, async () => {
    const rows = await ctx.db.select().from(faq).orderBy(asc(faq.position), asc(faq.id));
    return { result: rows.map((row) => ({ faq_id: row.id, question: row.question, answer: row.answer })) };
  });

/** POST user/userFeedback. */
export const userFeedback = (ctx: AppContext) =>
  sessionRoute(routes.userFeedback, async ({ body, session }) => {
    await ctx.db.insert(feedback).values({ userId: session.userId, message: body.feedback });
    return { message: SERVER.feedbackReceived, result: null };
  });

/** GET user/googleConfig: whether the sign-in screen can offer Google sign-in. */
export const googleConfig = (ctx: AppContext) =>
  publicRoute(routes.googleConfig, async () => ({
    result: { enabled: Boolean(ctx.config.googleClientId), client_id: ctx.config.googleClientId },
  }));
