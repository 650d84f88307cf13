import { defineRoute } from './defineRoute';
import * as storage from '../schemas/storage';
import { emptyResult } from '../schemas/common';

/** Data sharing, cloud copy and device locations (spec 3). The device-local file server is in localServer.ts. */
export const storageRoutes = {
  dataSharing: defineRoute({
    method: 'POST',
    path: 'fileSharing/dataSharing',
    auth: true,
    source: '3',
    body: storage.dataSharingRequest,
    result: storage.dataSharingResult,
    summary: 'Devices with their cloud storage, plan and external drives',
  }),
  copyToCloud: defineRoute({
    method: 'POST',
    path: 'fileSharing/copyToCloud',
    auth: true,
    source: '3',
    body: storage.copyToCloudRequest,
    result: emptyResult,
    summary: 'Copy files to an external drive or to cloud storage',
  }),
  getDeviceGPS: defineRoute({
    method: 'GET',
    path: 'user/getDeviceGPS',
    auth: true,
    source: '3',
    result: storage.deviceGpsResult,
    summary: "Locations of the user's devices for the tracking map",
  }),
} as const;
