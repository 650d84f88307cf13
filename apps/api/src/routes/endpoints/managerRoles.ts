import { ROLE, type RoleId } from '@drisk/contract';

/** Roles that may change what a device does (block, rename, settings, access controls): not Guests. */
export const MANAGER_ROLES: readonly RoleId[] = [ROLE.Owner, ROLE.Admin];
