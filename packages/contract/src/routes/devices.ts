import { defineRoute } from './defineRoute';
import * as device from '../schemas/device';
import * as notification from '../schemas/notification';
import { deviceRef, emptyResult } from '../schemas/common';

/** The user's gateways, their users, and notifications. */
export const deviceRoutes = {
  getAllDriskDevices: defineRoute({
    method: 'GET', path: 'user/getAllDriskDevices', auth: true, source: '1',
    result: device.allDriskDevicesResult, summary: 'Devices mapped to the user',
  }),
  updateDeviceConnectionStatus: defineRoute({
    method: 'POST', path: 'device/updateDeviceConnectionStatus', auth: true, source: '2',
    body: device.updateConnectionRequest, result: device.updateConnectionResult,
    summary: 'Make a device the connected one (exactly one per user)',
  }),
  getMoreDetails: defineRoute({
    method: 'POST', path: 'settings/getMoreDetails', auth: true, source: '2',
    body: deviceRef, result: device.moreDetailsResult, summary: 'Manufacture, model, version and Wi-Fi of a device',
  }),
  updateDriskDevices: defineRoute({
    method: 'POST', path: 'user/updateDriskDevices', auth: true, source: '2',
    body: device.renameDeviceRequest, result: emptyResult, summary: 'Rename a device',
  }),
  unRegisterDevice: defineRoute({
    method: 'POST', path: 'device/unRegisterDevice', auth: true, source: '2',
    body: deviceRef, result: emptyResult, summary: 'Remove the user mapping of a device',
  }),
  getMappedUsers: defineRoute({
    method: 'POST', path: 'user/getMappedUsers', auth: true, source: '2',
    body: deviceRef, result: device.mappedUsersResult, summary: 'Users mapped to a device',
  }),
  removeGuestUsers: defineRoute({
    method: 'POST', path: 'user/removeGuestUsers', auth: true, source: '2',
    body: device.removeGuestUserRequest, result: device.mappedUsersResult, summary: 'Owner removes a mapped user',
  }),
  getNotification: defineRoute({
    method: 'GET', path: 'user/getNotification', auth: true, source: '1',
    query: notification.notificationQuery, result: notification.notificationListResult,
    summary: 'One page of the user\'s notifications, newest first',
  }),
  getNotificationCount: defineRoute({
    method: 'GET', path: 'user/getNotificationCount', auth: true, source: '1',
    result: notification.notificationCountResult, summary: 'Number of notifications waiting for an answer',
  }),
  updateNotificationStatus: defineRoute({
    method: 'POST', path: 'user/updateNotificationStatus', auth: true, source: '1',
    body: notification.updateNotificationStatusRequest, result: emptyResult,
    summary: 'Accept or reject a notification',
  }),
} as const;
