import { SELF_LOGIN_TYPE } from '@drisk/contract/client';

/** Only accounts that sign in with e-mail and password may change it (spec 2 §6); compared case-insensitively. */
export function canChangePassword(loginType: string | null | undefined): boolean {
  return (loginType ?? '').toLowerCase() === SELF_LOGIN_TYPE.toLowerCase();
}
