import type { RouteName } from '@drisk/contract';
import type { AppContext } from '../appContext';
import type { RouteImplementation } from '../http/registerRoute';
import * as admin from './admin';
import { changePassword } from './changePassword';
import { getDashboardData, getDashboardGraph } from './dashboard';
import { getConnectedDevices } from './connectedDevices';
import { claimDevice, unRegisterDevice, updateDriskDevices } from './deviceRegistration';
import { getAllDriskDevices, getMoreDetails, updateDeviceConnectionStatus } from './devices';
import { getDeviceGPS } from './deviceGps';
import { deviceTrack } from './deviceTrack';
import { denyDevice, extendBlock, iotRename, unblockIOT } from './endpoints';
import { downloadExport } from './exports';
import {
  addGroupMember,
  chatMediaFile,
  createGroup,
  deleteGroup,
  getGroupDetails,
  getMemberDetails,
  heartbeat,
  joinRoom,
  removeMemberFromCOT,
  searchRegisteredUsers,
  updateCOTStatus,
  uploadMediaFile,
} from './groups';
import { getFAQ, googleConfig, userFeedback } from './help';
import { inviteUser } from './invite';
import { exportCSV, getVulnerabilityLogs, getVulnerabilityLogsForSnort } from './iot';
import { getNotification, getNotificationCount, updateNotificationStatus } from './notifications';
import { getAllIOTDevices, getParentalSettings, updateParentalSettings } from './parental';
import { forgotPassword, resetPassword } from './passwordReset';
import { profile, profilePic, updateProfile } from './profile';
import { demoConfirm, paymentSheet, paymentWebhook, storagePlans } from './payments';
import { registration } from './registration';
import { loginSecondFactor } from './secondFactorLogin';
import { passkeyLogin, passkeyLoginOptions } from './passkeyLogin';
import {
  passkeyDelete,
  passkeyList,
  passkeyRegister,
  passkeyRegistrationOptions,
  passkeyRename,
} from './passkeys';
import {
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
  getDeviceTwoFactor,
  setDeviceTwoFactor,
} from './twoFactor';
import {
  createVulnerabilityScan,
  deleteVulnerabilityReport,
  deleteVulnerabilityScan,
  getScanDetails,
  getScanReport,
  getVulnerabilityScanning,
  updateVulnerabilityScan,
} from './scans';
import {
  cloudCopyFiles,
  cloudCreateDirectory,
  cloudDeleteFile,
  cloudDownloadFiles,
  cloudDownloadFolders,
  cloudFileStructure,
  cloudGetFolders,
  cloudMoveFiles,
  cloudRenameFiles,
  cloudUploadFiles,
  cloudValidatingDeviceSize,
  copyToCloud,
  dataSharing,
} from './storage';
import { getMappedUsers, removeGuestUsers } from './mappedUsers';
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
  loginSecondFactor,
  twoFactorStatus,
  twoFactorSetup,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorRecoveryCodes,
  getDeviceTwoFactor,
  setDeviceTwoFactor,
  passkeyLoginOptions,
  passkeyLogin,
  passkeyRegistrationOptions,
  passkeyRegister,
  passkeyList,
  passkeyRename,
  passkeyDelete,
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
  getDeviceGPS,
  deviceTrack,
  updateDeviceConnectionStatus,
  getMoreDetails,
  updateDriskDevices,
  unRegisterDevice,
  claimDevice,
  getMappedUsers,
  removeGuestUsers,
  getConnectedDevices,
  getNotification,
  getNotificationCount,
  updateNotificationStatus,
  getFAQ,
  userFeedback,
  getDashboardGraph,
  getDashboardData,
  denyDevice,
  extendBlock,
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
  getVulnerabilityLogsForSnort,
  exportCSV,
  downloadExport,
  ...admin,
  getVulnerabilityScanning,
  createVulnerabilityScan,
  getScanDetails,
  updateVulnerabilityScan,
  deleteVulnerabilityScan,
  deleteVulnerabilityReport,
  getScanReport,
  storagePlans,
  paymentSheet,
  paymentWebhook,
  demoConfirm,
  cloudFileStructure,
  cloudGetFolders,
  cloudCreateDirectory,
  cloudRenameFiles,
  cloudMoveFiles,
  cloudCopyFiles,
  cloudDeleteFile,
  cloudValidatingDeviceSize,
  cloudUploadFiles,
  cloudDownloadFiles,
  cloudDownloadFolders,
  dataSharing,
  copyToCloud,
  getGroupDetails,
  updateCOTStatus,
  createGroup,
  getMemberDetails,
  addGroupMember,
  removeMemberFromCOT,
  deleteGroup,
  joinRoom,
  heartbeat,
  searchRegisteredUsers,
  uploadMediaFile,
  chatMediaFile,
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
  'loginSecondFactor',
  'twoFactorConfirm',
  'twoFactorDisable',
  'twoFactorRecoveryCodes',
  'passkeyLoginOptions',
  'passkeyLogin',
  'registration',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'claimDevice',
];
