import { SERVER, type MappedUser } from '@drisk/contract';
import type { FakeRoutes } from '../test/fakeServer';
import { ALPHA, GUEST, OWNER } from '../test/demoData';

/** getMappedUsers: the Owner, an Admin and a Guest. */
export const USERS: MappedUser[] = [
  { user_id: OWNER.user_id, full_name: 'Olivia Owner', role_id: 3 },
  { user_id: 2, full_name: 'Adam Admin', role_id: 1 },
  { user_id: GUEST.user_id, full_name: 'Grace Guest', role_id: 2 },
];

/** dRisk-Alpha's two-factor requirement: off, and turned on when asked. */
export const TWO_FACTOR_ROUTES: FakeRoutes = {
  getDeviceTwoFactor: { result: { device_id: ALPHA.device_id, required: false } },
  setDeviceTwoFactor: {
    message: SERVER.deviceTwoFactorRequired,
    result: { device_id: ALPHA.device_id, required: true },
  },
};
