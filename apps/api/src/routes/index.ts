import type { RouteName } from '@drisk/contract';
import type { AppContext } from '../appContext';
import type { RouteImplementation } from '../http/registerRoute';
import { changePassword } from './changePassword';
import { getDashboardData, getDashboardGraph } from './dashboard';
import { getAllDriskDevices, getMoreDetails, updateDeviceConnectionStatus } from './devices';
import { denyDevice, iotRename, unblockIOT } from './endpoints';
import { downloadExport } from './exports';
import { getFAQ, googleConfig, userFeedback } from './help';
import { inviteUser } from './invite';
import { exportCSV, getVulnerabilityLogs } from './iot';
import { getNotification, getNotificationCount, updateNotificationStatus } from './notifications';
import { getAllIOTDevices, getParentalSettings, updateParentalSettings } from './parental';
import { forgotPassword, resetPassword } from './passwordReset';
import { profile, profilePic, updateProfile } from './profile';
import { registration } from './registration';
import { login, logout } from './session';
import {
  connectWiFiClient,
  disconnectFromClient,
  getAvailableWiFiNetworks,
  getSettings,
  updateSettings,
  updateSSID,
} from './settings';

export type Implementations = Partial<Record<RouteName, RouteImplementation>>;

/** The calls implemented so far, by name; every other call of the contract answers 501 after the session check. */
const IMPLEMENTATION_FACTORIES = {
  login,
  logout,
  registration,
  forgotPassword,
  resetPassword,
  googleConfig,
  profile,
  updateProfile,
  changePassword,
  profilePic,
  inviteUser,
  getAllDriskDevices,
  updateDeviceConnectionStatus,
  getMoreDetails,
  getNotification,
  getNotificationCount,
  updateNotificationStatus,
  getFAQ,
  userFeedback,
  getDashboardGraph,
  getDashboardData,
  denyDevice,
  unblockIOT,
  iotRename,
  getParentalSettings,
  updateParentalSettings,
  getAllIOTDevices,
  getSettings,
  updateSettings,
  updateSSID,
  getAvailableWiFiNetworks,
  connectWiFiClient,
  disconnectFromClient,
  getVulnerabilityLogs,
  exportCSV,
  downloadExport,
} satisfies Partial<Record<RouteName, (ctx: AppContext) => RouteImplementation>>;

/** Calls mounted by src/realtime (buildApp adds them): the broker URL and the external broker's auth calls. */
const REALTIME_CALLS: RouteName[] = ['realtimeConfig', 'mqttAuth', 'mqttAcl'];

export const IMPLEMENTED_CALLS = [...Object.keys(IMPLEMENTATION_FACTORIES), ...REALTIME_CALLS] as RouteName[];

export function buildImplementations(ctx: AppContext): Implementations {
  return Object.fromEntries(
    Object.entries(IMPLEMENTATION_FACTORIES).map(([name, factory]) => [name, factory(ctx)]),
  ) as Implementations;
}

/** Calls that guess or spend passwords get a tighter per-address limit (AUTH_RATE_LIMIT_PER_MINUTE). */
export const TIGHT_RATE_LIMIT_CALLS: readonly RouteName[] = [
  'login',
  'registration',
  'forgotPassword',
  'resetPassword',
  'changePassword',
];
