import { and, eq, ne } from 'drizzle-orm';
import { SERVER, normalizePhone, routes, wireDateToIsoDate } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { isUniqueViolation } from '../db/isUniqueViolation';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';
import { decodeProfilePicture } from '../users/profilePicture';

/** GET user/profile, from memory while the users row is unchanged (users/profileCache.ts). */
export const profile = (ctx: AppContext) =>
  sessionRoute(routes.profile, async ({ session }) => ({
    result: await ctx.profiles.read(ctx.db, session.userId),
  }));

/** POST user/updateProfile: names, phone (unique) and date of birth. */
export const updateProfile = (ctx: AppContext) =>
  sessionRoute(routes.updateProfile, async ({ body, session }) => {
    const phone = normalizePhone(body.phone_number);
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, session.userId)))
      .limit(1);
    if (taken) throw new HttpError(400, SERVER.duplicateUser);
    try {
      await ctx.db
        .update(users)
        .set({
          firstName: body.first_name,
          lastName: body.last_name,
          phone,
          dob: wireDateToIsoDate(body.dob),
          updatedAt: new Date(),
        })
        .where(eq(users.id, session.userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(400, SERVER.duplicateUser);
      throw error;
    }
    // The names show in the admin console's User Profile list (kept in memory).
    ctx.versions.userChanged(session.userId);
    return { message: SERVER.profileUpdated, result: null };
  });

/** PUT user/profilePic: a JPEG, PNG, GIF or WebP image of at most 4 MB, as base64. */
export const profilePic = (ctx: AppContext) =>
  sessionRoute(routes.profilePic, async ({ body, session }) => {
    const picture = decodeProfilePicture(body.profile_url);
    if (!picture) throw new HttpError(400, SERVER.profilePictureInvalid);
    await ctx.db
      .update(users)
      .set({ profilePicture: picture.base64, profilePictureUpdatedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, session.userId));
    // The picture is part of the cached profile (GET user/profile).
    ctx.versions.userChanged(session.userId);
    return { message: SERVER.profilePictureUpdated, result: null };
  });
