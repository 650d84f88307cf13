import { defineRoute } from './defineRoute';
import * as dash from '../schemas/dashboard';
import * as settings from '../schemas/settings';
import { deviceRef, emptyResult } from '../schemas/common';

/** Home, Access Controls, Settings and IoT Device Details (spec 1 and 2). */
export const homeRoutes = {
  getDashboardGraph: defineRoute({
    method: 'POST', path: 'user/getDashboardGraph', auth: true, source: '1',
    body: dash.dashboardRequest, result: dash.dashboardGraphResult, summary: 'Download and upload per time bucket',
  }),
  getDashboardData: defineRoute({
    method: 'POST', path: 'user/getDashboardData', auth: true, source: '1',
    body: dash.dashboardRequest, result: dash.dashboardDataResult, summary: 'Bandwidth, connected and blocked endpoints',
  }),
  denyDevice: defineRoute({
    method: 'POST', path: 'user/denyDevice', auth: true, source: '1',
    body: dash.denyDeviceRequest, result: emptyResult, summary: 'Block an endpoint for an interval',
  }),
  unblockIOT: defineRoute({
    method: 'POST', path: 'user/unblockIOT', auth: true, source: '1',
    body: dash.unblockRequest, result: emptyResult, summary: 'Unblock an endpoint',
  }),
  getParentalSettings: defineRoute({
    method: 'POST', path: 'settings/getParentalSettings', auth: true, source: '1',
    body: deviceRef, result: settings.parentalSettingsResult, summary: 'Access-control rules of a device',
  }),
  updateParentalSettings: defineRoute({
    method: 'POST', path: 'settings/updateParentalSettings', auth: true, source: '1',
    body: settings.updateParentalSettingsRequest, result: emptyResult, summary: 'Save access-control rules',
  }),
  getAllIOTDevices: defineRoute({
    method: 'POST', path: 'settings/getAllIOTDevices', auth: true, source: '1',
    body: deviceRef, result: settings.allIotDevicesResult, summary: 'Endpoints of a device with their selection',
  }),
  getSettings: defineRoute({
    method: 'POST', path: 'settings/getSettings', auth: true, source: '2',
    body: deviceRef, result: settings.settingsResult, summary: 'Settings of a device',
  }),
  updateSettings: defineRoute({
    method: 'POST', path: 'settings/updateSettings', auth: true, source: '2',
    body: settings.updateSettingsRequest, result: settings.settingsResult, summary: 'Change one setting',
  }),
  updateSSID: defineRoute({
    method: 'POST', path: 'settings/updateSSID', auth: true, source: '2',
    body: settings.updateSsidRequest, result: emptyResult, summary: 'Change the SSID or the Wi-Fi password',
  }),
  getAvailableWiFiNetworks: defineRoute({
    method: 'GET', path: 'settings/getAvailableWiFiNetworks/{id}', auth: true, source: '2',
    params: settings.deviceIdParams, result: settings.wifiNetworksResult, summary: 'Nearby networks for client mode',
  }),
  connectWiFiClient: defineRoute({
    method: 'POST', path: 'settings/connectWiFiClient', auth: true, source: '2',
    body: settings.connectWifiClientRequest, result: emptyResult, summary: 'Join another Wi-Fi network',
  }),
  disconnectFromClient: defineRoute({
    method: 'GET', path: 'settings/disconnectFromClient/{id}', auth: true, source: '2',
    params: settings.deviceIdParams, result: emptyResult, summary: 'Leave the joined Wi-Fi network',
  }),
  getVulnerabilityLogs: defineRoute({
    method: 'POST', path: 'user/getVulnerabilityLogs', auth: true, source: '2',
    body: dash.vulnerabilityLogsRequest, result: dash.vulnerabilityLogsResult,
    summary: 'Blocked-access log of a device, or of one endpoint on one day',
  }),
  iotRename: defineRoute({
    method: 'POST', path: 'user/iotRename', auth: true, source: '2',
    body: dash.iotRenameRequest, result: dash.iotRenameResult, summary: 'Rename an endpoint',
  }),
  exportCSV: defineRoute({
    method: 'POST', path: 'user/exportCSV', auth: true, source: '2',
    body: dash.exportCsvRequest, result: dash.exportCsvResult, summary: 'A CSV of an endpoint\'s issue log',
  }),
} as const;
