import { GUEST_EDITABLE_TOGGLE, ROLE, type RoleId, type UserType } from '../constants';

/**
 * Who may call a route, declared next to its method, path and schemas. The api enforces the declaration
 * once, before the handler runs (apps/api/src/http/enforceAccess.ts); clients ask the same declaration
 * through `can()`; the authorisation matrix test is generated from it. This file is zod-free: the
 * browser's client imports it.
 */

/** Every role on a device. */
export const ANY_ROLE: readonly RoleId[] = [ROLE.Owner, ROLE.Admin, ROLE.Guest];
/** Owner and Admin: the roles that change a device's rules and settings. */
export const MANAGER_ROLES: readonly RoleId[] = [ROLE.Owner, ROLE.Admin];
/** The Owner alone: giving the device away, removing its people. */
export const OWNER_ONLY: readonly RoleId[] = [ROLE.Owner];

/** What an id in a request names, when it is not a gateway's device_id. The api resolves it to its owner. */
export type IdKind = 'device' | 'scan' | 'scanReport' | 'group' | 'company' | 'companyUser';

/** Where the api reads the id a scope is checked on. */
export interface IdLocation {
  in: 'body' | 'query' | 'params';
  field: string;
  /** What the id names; `device` (a device_id) when absent. */
  kind?: IdKind;
  /** The id may be absent: the route then acts without it (a group not yet created, the own company). */
  optional?: boolean;
}

/**
 * A role that may call the route only with some values of one body field (a Guest may change the
 * Notifications toggle and nothing else).
 */
export interface RoleLimit {
  role: RoleId;
  field: string;
  values: readonly string[];
}

interface ScopeBase {
  /**
   * Other ids the route takes that the handler looks up only inside what the scope grants (a mapped user
   * of the granted device, an endpoint's MAC on it, the caller's own notification), or ignores: the guard
   * test (access.test.ts) accepts an id field only when it is a scope location or named here.
   */
  within?: readonly string[];
}

export type RouteAccess =
  /** Anyone, without a session (sign-in, registration, password reset). */
  | (ScopeBase & { scope: 'public' })
  /** An external MQTT broker, authenticated by the shared secret (never apps). */
  | (ScopeBase & { scope: 'broker' })
  /**
   * A link the api handed to one user (an export or report file): it serves its file only to that user,
   * for a limited time, which the route checks against the link's own record.
   */
  | (ScopeBase & { scope: 'link' })
  /** Any signed-in user, acting on their own account only. */
  | (ScopeBase & { scope: 'session' })
  /**
   * A user mapped to the device the request names, with one of `roles` (and within `limits`). Several
   * locations: the request names the device through any of them (each one given is checked).
   */
  | (ScopeBase & {
      scope: 'device';
      roles: readonly RoleId[];
      at: IdLocation | readonly IdLocation[];
      limits?: readonly RoleLimit[];
      /** The message of a refusal for the role, where the route has its own. */
      roleRefusal?: string;
    })
  /** A member of the group the request names (`owner`: its creator only). */
  | (ScopeBase & { scope: 'group'; owner: boolean; at: IdLocation })
  /**
   * A corporate user with one of `roles` on their connected device, acting on that device's company (and,
   * with `at`, on the company, company device or company user the request names).
   */
  | (ScopeBase & { scope: 'company'; roles: readonly RoleId[]; userType: UserType; at?: IdLocation });

export type AccessScope = RouteAccess['scope'];

const BODY_DEVICE: IdLocation = { in: 'body', field: 'device_id' };
/** The group of body.group_id. */
export const GROUP_IN_BODY: IdLocation = { in: 'body', field: 'group_id', kind: 'group' };
/** The company of body.customer_id. */
export const COMPANY_IN_BODY: IdLocation = { in: 'body', field: 'customer_id', kind: 'company' };
/** The company user (user profile) of body.user_id. */
export const COMPANY_USER_IN_BODY: IdLocation = { in: 'body', field: 'user_id', kind: 'companyUser' };
/** A Guest may change the Notifications toggle and no other setting (spec 2, roles). */
export const GUEST_SETTING_LIMIT: RoleLimit = {
  role: ROLE.Guest,
  field: 'type',
  values: [GUEST_EDITABLE_TOGGLE],
};

/** Builders for the declarations, so the route files read as sentences. */
export const access = {
  public: (within?: readonly string[]): RouteAccess => ({ scope: 'public', within }),
  broker: (): RouteAccess => ({ scope: 'broker' }),
  link: (within?: readonly string[]): RouteAccess => ({ scope: 'link', within }),
  session: (within?: readonly string[]): RouteAccess => ({ scope: 'session', within }),
  /** Device-scoped: `roles` on the device named by `at` (body.device_id unless given). */
  device: (
    roles: readonly RoleId[],
    options: {
      at?: IdLocation | readonly IdLocation[];
      within?: readonly string[];
      limits?: readonly RoleLimit[];
      roleRefusal?: string;
    } = {},
  ): RouteAccess => ({ scope: 'device', roles, ...options, at: options.at ?? BODY_DEVICE }),
  group: (
    owner: boolean,
    at: IdLocation = { in: 'body', field: 'group_id', kind: 'group' },
    within?: readonly string[],
  ): RouteAccess => ({ scope: 'group', owner, at, within }),
  company: (
    roles: readonly RoleId[],
    options: { at?: IdLocation; within?: readonly string[] } = {},
  ): RouteAccess => ({
    scope: 'company',
    roles,
    userType: 'corporate',
    at: options.at,
    within: options.within,
  }),
};

/** The places a scope reads its id from (none for the company scope without a target). */
export function locationsOf(a: RouteAccess): readonly IdLocation[] {
  if (a.scope === 'device') return Array.isArray(a.at) ? a.at : [a.at as IdLocation];
  if (a.scope === 'group') return [a.at];
  if (a.scope === 'company' && a.at) return [a.at];
  return [];
}

/** Whether the route needs a session token. */
export const needsSession = (a: RouteAccess) =>
  a.scope !== 'public' && a.scope !== 'broker' && a.scope !== 'link';

/** The role limits of `role` on a device-scoped route, or undefined when the role is not limited. */
export function limitsOf(a: RouteAccess, role: RoleId): readonly RoleLimit[] | undefined {
  if (a.scope !== 'device' || !a.limits) return undefined;
  const own = a.limits.filter((limit) => limit.role === role);
  return own.length > 0 ? own : undefined;
}

/** Whether `role` may call a device-scoped route with this body (the role limits' fields). */
export function withinLimits(a: RouteAccess, role: RoleId, body: Record<string, unknown> | undefined) {
  const limits = limitsOf(a, role);
  if (!limits) return true;
  return limits.every((limit) => limit.values.includes(String(body?.[limit.field])));
}

/** The roles a device or company scope admits, the limited ones included. */
export function rolesOf(a: RouteAccess): readonly RoleId[] | undefined {
  if (a.scope === 'device') return [...a.roles, ...(a.limits ?? []).map((limit) => limit.role)];
  if (a.scope === 'company') return a.roles;
  return undefined;
}

const ROLE_NAMES: Record<RoleId, string> = {
  [ROLE.Owner]: 'Owner',
  [ROLE.Admin]: 'Admin',
  [ROLE.Guest]: 'Guest',
};
const where = (at: IdLocation) => `${at.in}.${at.field}${at.optional ? ' when given' : ''}`;

/** One line for the README's route table: who may call the route. */
export function describeAccess(a: RouteAccess): string {
  switch (a.scope) {
    case 'public':
      return 'anyone';
    case 'broker':
      return 'the external broker (shared secret)';
    case 'link':
      return "the link's own user, until it expires";
    case 'session':
      return 'any session (own account)';
    case 'device': {
      const limited = (a.limits ?? []).map(
        (limit) => `${ROLE_NAMES[limit.role]} only with ${limit.field} ${limit.values.join(' or ')}`,
      );
      const roles = [a.roles.map((role) => ROLE_NAMES[role]).join(', '), ...limited].join('; ');
      const places = locationsOf(a).map(
        (at) => `${at.kind && at.kind !== 'device' ? `the ${at.kind} in ` : ''}${where(at)}`,
      );
      return `${roles} of the device of ${places.join(' or ')}`;
    }
    case 'group':
      return `${a.owner ? 'the owner' : 'a member'} of the group in ${where(a.at)}`;
    case 'company': {
      const roles = a.roles.map((role) => ROLE_NAMES[role]).join(', ');
      const target = a.at ? `, for the ${a.at.kind ?? 'device'} in ${where(a.at)}` : '';
      return `${a.userType} ${roles} of the connected device's company${target}`;
    }
  }
}
