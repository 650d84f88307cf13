import type { RoleId, UserType } from '../constants';
import { withinLimits, type RouteAccess } from './access';
import { routePaths } from './paths';
import type { RouteName } from './index';

export interface CanOptions {
  /** The user's type; company-scoped calls need it. */
  userType?: UserType | string | null;
  /**
   * The body the call would send, for routes where a role is limited to some values of a field (a Guest
   * and updateSettings). Without it, a limited role counts as allowed: it may make the call for some values.
   */
  body?: Record<string, unknown>;
}

/**
 * Whether a user with `role` on their connected device may make the call, as the api will decide it. The
 * clients ask this instead of keeping role lists of their own. Group and link calls depend on data the
 * api holds (membership, the link's owner), so they count as allowed here and the api has the last word.
 */
export function can(role: RoleId | number | null | undefined, route: RouteName, options: CanOptions = {}) {
  return allows(routePaths[route].access, role, options);
}

/** The same decision for a declaration. */
export function allows(a: RouteAccess, role: RoleId | number | null | undefined, options: CanOptions = {}) {
  switch (a.scope) {
    case 'public':
    case 'session':
    case 'link':
    case 'group':
      return true;
    case 'broker':
      return false;
    case 'device': {
      if (role == null) return false;
      if (a.roles.includes(role as RoleId)) return true;
      if (!(a.limits ?? []).some((limit) => limit.role === role)) return false;
      return options.body === undefined || withinLimits(a, role as RoleId, options.body);
    }
    case 'company':
      return role != null && a.roles.includes(role as RoleId) && options.userType === a.userType;
  }
}
