import type { UserDetails } from '@drisk/contract';
import { ADMIN_MENU_ROLES } from '@drisk/contract/client';

/** The Admin entry shows only for corporate users whose role on the connected device is 1 or 3 (spec 1 §6). */
export const canSeeAdmin = (user: Pick<UserDetails, 'type'> | null, roleId: number | null): boolean =>
  user?.type === 'corporate' && roleId !== null && ADMIN_MENU_ROLES.includes(roleId);
