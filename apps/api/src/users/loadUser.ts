import { eq } from 'drizzle-orm';
import { SERVER } from '@drisk/contract';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';

/** The signed-in user's row; a session whose account is gone is treated as expired. */
export async function loadUser(db: Queryable, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, SERVER.sessionExpired);
  return user;
}

/** Lowercased, trimmed: e-mail addresses are unique regardless of case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
