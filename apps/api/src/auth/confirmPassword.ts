import { SERVER } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { isLoginLocked, recordLoginFailure } from './loginLockout';

/**
 * The password asked again before a change that gives someone a new way into the account (a second factor,
 * a passkey): a session left open, or stolen, must not be enough. A wrong password counts towards the
 * sign-in lock, so this is no way round it.
 */
export async function confirmPassword(
  ctx: AppContext,
  user: { email: string; passwordHash: string | null },
  password: string,
): Promise<void> {
  if (await isLoginLocked(ctx.db, user.email)) throw new HttpError(429, SERVER.accountLocked);
  const right = user.passwordHash ? await ctx.passwords.verify(user.passwordHash, password) : false;
  if (right) return;
  await recordLoginFailure(ctx.db, ctx.config, user.email);
  throw new HttpError(400, SERVER.passwordNotCorrect);
}
