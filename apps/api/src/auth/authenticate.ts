import { AUTH_HEADER, SERVER } from '@drisk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { accessAllowedAt } from './accessRestrictions';
import { findSession, type Session } from './sessions';
import { refuseDuringTwoFactorSetup } from './twoFactorRequirement';

const BEARER = /^Bearer\s+(\S+)$/i;
/** Tokens are 43 characters; anything far longer is not one of ours and is not even looked up. */
const MAX_TOKEN_LENGTH = 512;

/** The token of the `Auth` header (the 3.0 convention), or of `Authorization: Bearer`. */
export function readToken(request: FastifyRequest): string | null {
  const auth = request.headers[AUTH_HEADER.toLowerCase()];
  if (typeof auth === 'string' && auth.trim()) return auth.trim();
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === 'string' ? BEARER.exec(authorization.trim()) : null;
  return bearer ? bearer[1] : null;
}

/**
 * The caller's live session; 401 without a token, and 401 'Session expires...' for a dead one. `route` names
 * the call of the route table being made (null for the few token-checked calls outside it): a session still
 * waiting for a required second factor gets 403 for anything but the set-up calls (twoFactorRequirement.ts).
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  route: string | null = null,
): Promise<Session> {
  const token = readToken(request);
  if (!token) throw new HttpError(401, SERVER.unauthorized);
  const session =
    token.length <= MAX_TOKEN_LENGTH ? await findSession(ctx.db, ctx.config, token, ctx.sessionCache) : null;
  if (!session) throw new HttpError(401, SERVER.sessionExpired);
  // Outside the user profile's months, weekdays or daily window every call is refused (the session stays).
  if (!accessAllowedAt(session.restrictions, ctx.config.clock(), ctx.config.accessTimeZone)) {
    throw new HttpError(403, SERVER.accessRestricted);
  }
  refuseDuringTwoFactorSetup(session, route);
  return session;
}
