import { and, eq, ne } from 'drizzle-orm';
import { ROLE, SERVER, allowedDuringTwoFactorSetup, type TwoFactorRequiredBy } from '@drisk/contract';
import type { Database, Queryable } from '../db/client';
import { companies, devices, sessions, userDevices, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import type { Session } from './sessions';
import { confirmedTotp } from './totp';

/**
 * Issue 16: who must have a second factor, and the one rule that holds a session to the set-up calls
 * until they have one.
 *
 * A user is required to have one when their company requires it, or when a device they use as Admin or
 * Guest requires it (its Owner's switch; a device never requires it of its own Owner). The company answers
 * first when both do. An account without a password (Google or Facebook sign-in) is never held: setting up
 * the authenticator app asks for the password (twoFactorSetup), so such a user could never get free.
 */
export async function twoFactorRequiredBy(
  db: Queryable,
  userId: number,
): Promise<TwoFactorRequiredBy | null> {
  const [company] = await db
    .select({ required: companies.requireTwoFactor })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (company?.required) return 'company';
  const [device] = await db
    .select({ deviceId: devices.deviceId })
    .from(userDevices)
    .innerJoin(devices, eq(devices.deviceId, userDevices.deviceId))
    .where(
      and(
        eq(userDevices.userId, userId),
        ne(userDevices.roleId, ROLE.Owner),
        eq(devices.requireTwoFactor, true),
      ),
    )
    .limit(1);
  return device ? 'device' : null;
}

/**
 * Whether a password sign-in of this user opens a session held to the set-up calls: a second factor is
 * required, none is confirmed, and the account has a password to set one up with. A sign-in that passed
 * a code step or a passkey (two factors already) never asks this.
 */
export async function mustSetUpTwoFactor(
  db: Database,
  user: { id: number; passwordHash: string | null },
): Promise<boolean> {
  if (!user.passwordHash) return false;
  if ((await twoFactorRequiredBy(db, user.id)) === null) return false;
  return !(await confirmedTotp(db, user.id));
}

/**
 * A second factor was confirmed: every session of the user held for it is free at once. Callers then
 * report DataVersions.userChanged, so cached sessions are read again.
 */
export async function liftTwoFactorSetup(db: Queryable, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ twoFactorSetupPending: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.twoFactorSetupPending, true)));
}

/**
 * The rule, in one place (auth/authenticate.ts applies it to every authenticated call): a session waiting
 * for its second factor may make only TWO_FACTOR_SETUP_ROUTES (`route` names the call; null for a call
 * outside the route table, which is refused too).
 */
export function refuseDuringTwoFactorSetup(session: Session, route: string | null): void {
  if (!session.twoFactorSetupPending) return;
  if (route !== null && allowedDuringTwoFactorSetup(route)) return;
  throw new HttpError(403, SERVER.twoFactorSetupRequired);
}
