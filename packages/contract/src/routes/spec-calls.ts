import type { HttpMethod } from './defineRoute';

/**
 * Every call of section 7 of the three spec documents, as the spec writes it (leading slashes, query strings
 * and quirks included), including the admin calls listed in prose. coverage.test.ts proves each one is in a
 * route table. A test fixture: not exported from the package.
 */
export interface SpecCall {
  spec: '1' | '2' | '3';
  /** The method as the spec gives it; null where the spec names the call without one. */
  method: HttpMethod | null;
  /** The path as written, or the call's name (or description) where the spec shows no path. */
  written: string;
  /** Who serves it: the api, the device-local file server, or the chat socket. */
  served: 'api' | 'localServer' | 'chatSocket';
  /** Our method and path where the spec shows none, or writes it another way. */
  chosen?: { method: HttpMethod; path: string };
  /** Payload field names the spec lists for the call. */
  fields?: readonly string[];
  /** Reply field names the spec says the screen reads (in result, or in each result item). */
  reads?: readonly string[];
  /** Name of the multipart file field, for uploads. */
  files?: string;
  /** socket.io events, for the chat socket. */
  events?: readonly string[];
}

const REGISTRATION_PAYLOAD = [
  'first_name',
  'last_name',
  'password',
  'email_address',
  'phone_number',
  'dob',
  'user_type',
  'loginType',
  'comapny_name',
  'device_id',
  'firebase_token',
  'matrix_captcha',
] as const;
const PARENTAL_SETTINGS = [
  'device_id',
  'limited_access_1',
  'limited_access_2',
  'limited_access_3',
  'day_rule',
  'active_schedule_time',
  'inactive_schedule_time',
  'start_time',
  'end_time',
  'keyword',
  'devices',
] as const;
const DASHBOARD_REQUEST = ['device_id', 'startDate', 'endDate', 'type', 'network'] as const;
const NOTIFICATION_UPDATE = ['id', 'status', 'device_id', 'user_type', 'group_id'] as const;
const SCAN_CREATE = ['scan_config', 'scan_name', 'schedule', 'devices', 'device_id'] as const;
const COMPANY = ['customer_name', 'state', 'city', 'street_address', 'zipcode', 'telephone'] as const;
const USER_PROFILE = [
  'first_name',
  'last_name',
  'email_address',
  'password',
  'phone_number',
  'employee_id',
  'dob',
  'user_role',
  'customer_id',
  'user_status',
  'device_id',
  'access_restrictions',
  'months',
  'days',
  'start_time',
  'end_time',
  'company_name',
] as const;

const api = (
  spec: SpecCall['spec'],
  method: HttpMethod | null,
  written: string,
  extra: Omit<SpecCall, 'spec' | 'method' | 'written' | 'served'> = {},
): SpecCall => ({ spec, method, written, served: 'api', ...extra });

/** Spec 1 §7. */
const SPEC_1: SpecCall[] = [
  api('1', 'POST', 'user/login', { fields: ['email_address', 'password'], reads: ['token'] }),
  api('1', 'POST', 'user/registration', { fields: REGISTRATION_PAYLOAD }),
  api('1', 'GET', 'user/profile'),
  api('1', 'POST', 'user/forgotPassword', { fields: ['email'] }),
  api('1', 'POST', 'user/inviteUser', { fields: ['email_address', 'userType', 'device_id'] }),
  api('1', 'GET', 'user/getNotification?page={n}&page_size={n}', { reads: ['records', 'total_records'] }),
  api('1', 'POST', 'user/updateNotificationStatus', { fields: NOTIFICATION_UPDATE }),
  api('1', 'GET', '/user/getNotificationCount', { reads: ['count'] }),
  api('1', 'POST', 'user/getDashboardGraph', { fields: DASHBOARD_REQUEST, reads: ['data'] }),
  api('1', 'POST', 'user/getDashboardData', {
    fields: DASHBOARD_REQUEST,
    reads: ['bandwidthdata', 'iotdevice', 'blocked_devices'],
  }),
  api('1', 'GET', 'user/getAllDriskDevices', { reads: ['device_details'] }),
  api('1', 'POST', 'user/denyDevice', { fields: ['device_id', 'mac_address', 'interval'] }),
  api('1', 'POST', 'user/unblockIOT', { fields: ['device_id', 'mac_address'] }),
  api('1', 'POST', '/settings/getParentalSettings', { fields: ['device_id'] }),
  api('1', 'POST', '/settings/updateParentalSettings', { fields: PARENTAL_SETTINGS }),
  api('1', 'POST', '/settings/getAllIOTDevices', { fields: ['device_id'], reads: ['devices'] }),
];

/** Spec 2 §7. */
const SPEC_2: SpecCall[] = [
  api('2', 'POST', '/settings/getMoreDetails', {
    fields: ['device_id'],
    reads: ['manufacture', 'model', 'device_name', 'version', 'wifi_name_ssid', 'wifi_password'],
  }),
  api('2', 'POST', '/settings/getSettings', { fields: ['device_id'] }),
  api('2', 'POST', '/settings/updateSettings', {
    fields: ['setting_id', 'device_id', 'type'],
    reads: ['remote_mgt'],
  }),
  // The slider row: wifi_attenuation is the field named by type (schemas/settings.test.ts checks it).
  api('2', 'POST', '/settings/updateSettings', { fields: ['type', 'device_id'] }),
  api('2', 'POST', '/settings/updateSSID', { fields: ['device_id', 'type', 'value'] }),
  api('2', 'GET', 'settings/getAvailableWiFiNetworks/{id}', { reads: ['ssid', 'bssid', 'connected_status'] }),
  api('2', 'POST', '/settings/connectWiFiClient', { fields: ['ssid', 'password', 'device_id', 'bssid'] }),
  api('2', 'GET', '/settings/disconnectFromClient/{id}'),
  api('2', 'POST', '/settings/getParentalSettings', {
    fields: ['device_id'],
    reads: ['day_rule', 'keyword', 'start_time', 'end_time', 'devices'],
  }),
  api('2', 'POST', '/settings/getAllIOTDevices', { fields: ['device_id'], reads: ['devices'] }),
  api('2', 'GET', 'user/getNotification?page={n}&page_size={n}', { reads: ['records', 'total_records'] }),
  api('2', 'POST', 'user/updateNotificationStatus', { fields: NOTIFICATION_UPDATE }),
  api('2', 'GET', 'user/profile', {
    reads: ['full_name', 'email_address', 'phone_number', 'dob', 'profile_url'],
  }),
  api('2', 'POST', 'user/changePassword', { fields: ['oldPassword', 'newPassword'] }),
  api('2', 'POST', 'user/updateProfile', { fields: ['first_name', 'last_name', 'phone_number', 'dob'] }),
  api('2', 'PUT', 'user/profilePic', { fields: ['profile_url'] }),
  api('2', 'GET', 'user/getFAQ', { reads: ['question', 'answer'] }),
  api('2', 'POST', 'user/userFeedback', { fields: ['feedback'] }),
  api('2', 'POST', 'user/getVulnerabilityLogs', {
    fields: ['device_id', 'date', 'ip_address'],
    reads: ['website_access', 'description', 'date'],
  }),
  api('2', 'POST', 'user/iotRename', { fields: ['device_id', 'name', 'mac_address'], reads: ['name'] }),
  api('2', 'POST', 'user/exportCSV', {
    fields: ['device_id', 'ip_address', 'start_date', 'end_date'],
    reads: ['url'],
  }),
  api('2', 'GET', 'user/getAllDriskDevices', { reads: ['device_details'] }),
  api('2', 'POST', 'user/updateDriskDevices', { fields: ['device_name', 'device_id'] }),
  api('2', 'POST', '/device/unRegisterDevice', { fields: ['device_id'] }),
  api('2', 'POST', '/device/updateDeviceConnectionStatus', { fields: ['device_id'] }),
  api('2', 'POST', 'user/getMappedUsers', {
    fields: ['device_id'],
    reads: ['user_id', 'full_name', 'role_id'],
  }),
  api('2', 'POST', 'user/removeGuestUsers', { fields: ['device_id', 'user_id'] }),
  api('2', 'POST', '/user/getVulnerabilityScanning', {
    fields: ['device_id'],
    reads: ['auto_scan', 'reports', 'iot_devices'],
  }),
  api('2', 'POST', '/user/createVulnerabilityScan', { fields: SCAN_CREATE }),
  api('2', 'GET', '/user/getScanDetails/{id}', {
    reads: ['devices', 'scan_name', 'scan_config', 'reports', 'schedule'],
  }),
  api('2', 'POST', '/user/updateVulnerabilityScan', { fields: [...SCAN_CREATE, 'unique_id'] }),
  api('2', 'POST', '/user/getScanReport', { fields: ['unique_id', 'task_id'], reads: ['url'] }),
  api('2', 'DELETE', '/user/deleteVulnerabilityScan/{id}'),
  api('2', 'DELETE', '/user/deleteVulnerabilityReport/{id}'),
];

const local = (written: string, extra: Omit<SpecCall, 'spec' | 'written' | 'served'>): SpecCall => ({
  spec: '3',
  written,
  served: 'localServer',
  ...extra,
});

/** Spec 3 §7: groups and chat, devices and storage, the local device server, the admin calls. */
const SPEC_3: SpecCall[] = [
  api('3', 'POST', '/cot/getGroupDetails', {
    fields: ['device_id'],
    reads: ['groupList', 'isCOTDisable', 'localChatServer', 'hardwareIp'],
  }),
  api('3', 'POST', '/cot/updateCOTStatus', {
    fields: ['isCOTDisable', 'device_id'],
    reads: ['isCOTDisable'],
  }),
  api('3', 'POST', '/cot/createGroup', { fields: ['group_name', 'device_id', 'topic_id', 'data'] }),
  api('3', 'POST', '/cot/getMemberDetails', { fields: ['device_id', 'group_id'], reads: ['memberDetails'] }),
  api('3', 'POST', '/cot/addGroupMember', { fields: ['group_id', 'device_id', 'data'] }),
  api('3', 'POST', '/cot/removeMemberFromCOT', { fields: ['device_id', 'group_id', 'cot_id', 'cot_ids'] }),
  api('3', 'POST', '/cot/deleteGroup', { fields: ['device_id', 'group_id'] }),
  api('3', 'POST', '/cot/room/{room}/join', { fields: ['endpoint_id'] }),
  api('3', 'POST', '/cot/heartbeat', { fields: ['endpoint_id', 'hardware_ip'] }),
  api('3', 'POST', '/user/searchRegisteredUsers', { fields: ['value', 'group_id'] }),
  api('3', 'POST', '/uploadMediaFile', { fields: ['group_id', 'tinode_username'], files: 'files' }),
  {
    spec: '3',
    method: null,
    written: 'Chat socket',
    served: 'chatSocket',
    events: ['join', 'chat message', 'load chat'],
  },

  api('3', 'GET', 'user/getAllDriskDevices', { reads: ['device_details'] }),
  api('3', 'POST', '/fileSharing/dataSharing', { fields: ['device_id', 'group_id'] }),
  api('3', 'POST', '/fileSharing/copyToCloud', {
    fields: ['module', 'filename', 'desPath', 'device_id', 'source', 'dest'],
  }),
  api('3', 'POST', '/device/unRegisterDevice'),
  api('3', 'POST', '/stripe/storagePlans', {
    fields: ['device_id'],
    reads: ['product_id', 'product_name', 'price_id', 'amount', 'active', 'balance'],
  }),
  api('3', 'POST', '/stripe/payment-sheet', {
    fields: ['price_id', 'device_id'],
    reads: ['paymentIntent', 'publishableKey', 'type'],
  }),
  api('3', 'POST', '/user/getDashboardGraph', { fields: DASHBOARD_REQUEST }),
  api('3', 'POST', 'user/getVulnerabilityLogs', { fields: ['device_id'] }),
  api('3', 'GET', 'user/getDeviceGPS', { reads: ['latitude', 'longitude', 'location', 'devices'] }),

  local('/fileStructure', { method: 'POST', fields: ['path'] }),
  local('/createDirectory', { method: 'POST', fields: ['path'] }),
  local('/renameFiles', { method: 'POST', fields: ['source', 'newName'] }),
  local('/moveFiles', { method: 'POST', fields: ['source', 'dest'] }),
  local('/copyFiles', { method: 'POST', fields: ['source', 'dest'] }),
  local('/deleteFile', { method: 'POST', fields: ['path'] }),
  local('/getFolders', { method: 'POST' }),
  local('/validatingDeviceSize', {
    method: 'POST',
    fields: ['device_id', 'file_size', 'file_names', 'desPath'],
  }),
  local('/uploadFiles', { method: 'POST', fields: ['desPath'], files: 'files' }),
  local('/downloadFiles/{json path}', {
    method: 'GET',
    chosen: { method: 'GET', path: 'downloadFiles/{path}' },
  }),
  local('/downloadFoldersWeb/{json path}', {
    method: 'GET',
    chosen: { method: 'GET', path: 'downloadFoldersWeb/{path}' },
  }),

  api('3', 'GET', '/user/getCustomerDetails', { reads: ['CustomerId', 'customer_name', 'user', 'devices'] }),
  api('3', null, 'company for edit', {
    chosen: { method: 'POST', path: 'user/getCustomerById' },
    fields: ['customer_id'],
    reads: ['customer_name', 'street_address', 'city', 'state', 'zipcode', 'telephone', 'customer_id'],
  }),
  api('3', 'POST', '/user/createCustomer', { fields: COMPANY }),
  api('3', 'POST', '/user/saveCustomerDetails', { fields: [...COMPANY, 'customer_id'] }),
  api('3', 'POST', '/user/deleteCustomer', { fields: ['customer_id'] }),
  api('3', null, 'devices available to add', {
    chosen: { method: 'POST', path: 'user/getAvailableCustomerDevices' },
    fields: ['id'],
    reads: ['device_id', 'device_name'],
  }),
  api('3', 'POST', '/user/insertCustomerDevices', { fields: ['device_ids', 'status', 'customer_id'] }),
  api('3', 'GET', '/user/getCustomerDeviceDetails?q={search}'),
  api('3', 'POST', '/user/updateCustomerDeviceDetails', { fields: ['device_id', 'device_name', 'status'] }),
  api('3', 'POST', 'deleteCustomerDevice', {
    chosen: { method: 'POST', path: 'user/deleteCustomerDevice' },
    fields: ['Id', 'device_id'],
  }),
  api('3', 'GET', '/user/getCustomerDevicesList'),
  api('3', 'GET', '/user/getCustomerUserDetails?q={search}'),
  api('3', 'POST', '/user/editCustomerProfile'),
  api('3', null, 'createUserProfile', {
    chosen: { method: 'POST', path: 'user/createUserProfile' },
    fields: USER_PROFILE,
  }),
  api('3', null, 'editUserProfile', {
    chosen: { method: 'POST', path: 'user/editUserProfile' },
    fields: ['user_id'],
  }),
  api('3', null, 'updateUserProfile', { chosen: { method: 'POST', path: 'user/updateUserProfile' } }),
  api('3', null, 'getUserProfileDeviceList', {
    chosen: { method: 'POST', path: 'user/getUserProfileDeviceList' },
    fields: ['user_id', 'query'],
  }),
  api('3', null, 'addUserProfileDevices', {
    chosen: { method: 'POST', path: 'user/addUserProfileDevices' },
    fields: ['user_id'],
  }),
  api('3', null, 'insertUserProfileDeviceDetails', {
    chosen: { method: 'POST', path: 'user/insertUserProfileDeviceDetails' },
    fields: ['device_ids', 'role_id', 'user_id'],
  }),
  api('3', null, 'updateUserProfileDeviceDetails', {
    chosen: { method: 'POST', path: 'user/updateUserProfileDeviceDetails' },
    fields: ['device_id', 'device_name', 'role_id', 'user_id'],
  }),
  api('3', null, 'deleteUserDevice', {
    chosen: { method: 'POST', path: 'user/deleteUserDevice' },
    fields: ['user_id', 'device_id'],
  }),
  api('3', null, 'deleteCustomerUser', {
    chosen: { method: 'POST', path: 'user/deleteCustomerUser' },
    fields: ['user_id'],
  }),
  api('3', null, 'registeredUsers', {
    chosen: { method: 'GET', path: 'user/registeredUsers' },
    reads: ['device_tree', 'registered_users'],
  }),
  api('3', null, 'getVulnerabilityLogsForSnort', {
    chosen: { method: 'POST', path: 'user/getVulnerabilityLogsForSnort' },
    fields: ['device_id', 'date', 'ip_address'],
  }),
  api('3', null, 'iotRename', {
    chosen: { method: 'POST', path: 'user/iotRename' },
    fields: ['device_id', 'name', 'mac_address'],
    reads: ['name'],
  }),
  api('3', null, 'exportCSV', {
    chosen: { method: 'POST', path: 'user/exportCSV' },
    fields: ['device_id', 'ip_address', 'start_date', 'end_date'],
    reads: ['url'],
  }),
];

export const SPEC_CALLS: readonly SpecCall[] = [...SPEC_1, ...SPEC_2, ...SPEC_3];

/** Calls we added (ARCHITECTURE.md, issue 2); every other route must come from a spec row. */
export const ADDED_CALLS = [
  'user/deviceTrack',
  'user/logout',
  'user/resetPassword',
  'user/googleConfig',
  'realtime/config',
  'mqtt/auth',
  'mqtt/acl',
  'exports/{file}',
  'admin/audit-log',
  // The threat dashboard from real data (issue 8): the spec shows it with fixed samples and no call.
  'admin/threat-summary',
  'admin/threat-alerts',
  // The Scans tab of the admin console (issue 8): the spec names the tab but no call behind it.
  'admin/scans',
  'admin/scan-report',
  'stripe/webhook',
  'stripe/demo/confirm',
  // Issue 9: adding a gateway with its sticker's claim code; real data for the Connected Devices screen.
  'device/claimDevice',
  'user/getConnectedDevices',
  // The cloud file browser (spec 3 §2.4) shows these actions but not their calls.
  'fileSharing/fileStructure',
  'fileSharing/createDirectory',
  'fileSharing/renameFiles',
  'fileSharing/moveFiles',
  'fileSharing/copyFiles',
  'fileSharing/deleteFile',
  'fileSharing/getFolders',
  'fileSharing/validatingDeviceSize',
  'fileSharing/uploadFiles',
  'fileSharing/downloadFiles/{path}',
  'fileSharing/downloadFolders/{path}',
  'chatMedia/{group_id}/{file}',
  // Issue 16: extending a timed block from Home; user/denyDevice only starts a block from now.
  'user/extendBlock',
  // Issue 16: the authenticator-app second factor (sign-in's code step and enrolment in Account).
  'user/login/second-factor',
  'user/two-factor/status',
  'user/two-factor/setup',
  'user/two-factor/confirm',
  'user/two-factor/disable',
  'user/two-factor/recovery-codes',
  // Issue 16: a device's Owner requires a second factor of its Admins and Guests.
  'device/getTwoFactorRequirement',
  'device/setTwoFactorRequirement',
  // Issue 16: passkeys (WebAuthn), added in Account and used at sign-in.
  'user/login/passkey-options',
  'user/login/passkey',
  'user/passkeys/registration-options',
  'user/passkeys/register',
  'user/passkeys',
  'user/passkeys/rename',
  'user/passkeys/delete',
] as const;
