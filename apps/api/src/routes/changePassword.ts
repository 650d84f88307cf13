import { eq } from 'drizzle-orm';
import { SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { revokeUserSessions } from '../auth/sessions';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';
import { loadUser } from '../users/loadUser';

/**
 * POST user/changePassword: only for accounts that sign in with e-mail (loginType eRisk). The current
 * session stays signed in; every other session of the account ends.
 */
export const changePassword = (ctx: AppContext) =>
  sessionRoute(routes.changePassword, async ({ body, session }) => {
    const user = await loadUser(ctx.db, session.userId);
    if (user.loginType !== 'eRisk' || !user.passwordHash) {
      throw new HttpError(403, SERVER.passwordChangeNotAllowed);
    }
    if (!(await ctx.passwords.verify(user.passwordHash, body.oldPassword))) {
      throw new HttpError(400, SERVER.oldPasswordWrong);
    }
    const passwordHash = await ctx.passwords.hash(body.newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, session.sessionId);
    });
    ctx.versions.userChanged(user.id);
    return { message: SERVER.passwordChanged, result: null };
  });
