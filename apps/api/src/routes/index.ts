import type { RouteName } from '@drisk/contract';
import type { AppContext } from '../appContext';
import type { RouteImplementation } from '../http/registerRoute';
import { changePassword } from './changePassword';
import { getAllDriskDevices, getMoreDetails, updateDeviceConnectionStatus } from './devices';
import { getFAQ, googleConfig, userFeedback } from './help';
import { inviteUser } from './invite';
import { getNotification, getNotificationCount, updateNotificationStatus } from './notifications';
import { forgotPassword, resetPassword } from './passwordReset';
import { profile, profilePic, updateProfile } from './profile';
import { registration } from './registration';
import { login, logout } from './session';

export type Implementations = Partial<Record<RouteName, RouteImplementation>>;

/** The calls implemented so far; every other call of the contract answers 501 (after the session check). */
export function buildImplementations(ctx: AppContext): Implementations {
  return {
    login: login(ctx),
    logout: logout(ctx),
    registration: registration(ctx),
    forgotPassword: forgotPassword(ctx),
    resetPassword: resetPassword(ctx),
    googleConfig: googleConfig(ctx),
    profile: profile(ctx),
    updateProfile: updateProfile(ctx),
    changePassword: changePassword(ctx),
    profilePic: profilePic(ctx),
    inviteUser: inviteUser(ctx),
    getAllDriskDevices: getAllDriskDevices(ctx),
    updateDeviceConnectionStatus: updateDeviceConnectionStatus(ctx),
    getMoreDetails: getMoreDetails(ctx),
    getNotification: getNotification(ctx),
    getNotificationCount: getNotificationCount(ctx),
    updateNotificationStatus: updateNotificationStatus(ctx),
    getFAQ: getFAQ(ctx),
    userFeedback: userFeedback(ctx),
  };
}

/** Calls that guess or spend passwords get a tighter per-address limit (AUTH_RATE_LIMIT_PER_MINUTE). */
export const TIGHT_RATE_LIMIT_CALLS: readonly RouteName[] = [
  'login',
  'registration',
  'forgotPassword',
  'resetPassword',
  'changePassword',
];
