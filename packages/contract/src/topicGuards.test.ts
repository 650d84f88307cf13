import { describe, expect, it } from 'vitest';
import {
  isBatteryMessage,
  isBlockEndedMessage,
  isDeviceLocationMessage,
  isFileStructureResponseMessage,
  isScanUpdateMessage,
  isUserRefreshMessage,
} from './topicGuards';
import {
  batteryMessage,
  blockEndedMessage,
  deviceLocationMessage,
  fileStructureResponseMessage,
  scanUpdateMessage,
  userRefreshMessage,
} from './topics';

const SHAPES: unknown[] = [
  null,
  undefined,
  42,
  'charging',
  [],
  [{ value: 50 }],
  {},
  { value: 0 },
  { value: 55.5 },
  { value: 100 },
  { value: 100.01 },
  { value: -1 },
  { value: 'charging' },
  { value: '' },
  { value: 'Charging' },
  { value: '50' },
  { value: null },
  { value: true },
  { value: 80, extra: 'kept out' },
  { module: 'notifications' },
  { module: 'devices' },
  { module: 'profile', extra: 1 },
  { module: 'Profile' },
  { module: 'scan' },
  { module: ['devices'] },
  { module: null },
  { module: 'scan_status', result: { unique_id: 'a1', value: 'Running 40%' } },
  { module: 'scan_severity', result: { unique_id: 'a1', value: 'High' } },
  { module: 'scan_status', result: { unique_id: 'a1' } },
  { module: 'scan_status', result: { unique_id: 7, value: 'Done' } },
  { module: 'scan_status', result: null },
  { module: 3, result: { unique_id: 'a1', value: 'Done' } },
];

const place = {
  device_id: 'DRA-100001',
  latitude: 51.5,
  longitude: -0.12,
  location: 'London',
  at: 1_700_000_000_000,
};
const LOCATION_SHAPES: unknown[] = [
  ...SHAPES,
  { module: 'device_location', result: place },
  { module: 'device_location', result: { ...place, location: '' } },
  { module: 'device_location', result: { ...place, latitude: -90, longitude: 180 } },
  { module: 'device_location', result: { ...place, extra: 1 } },
  { module: 'device_location', result: { ...place, latitude: 90.5 } },
  { module: 'device_location', result: { ...place, longitude: -181 } },
  { module: 'device_location', result: { ...place, latitude: '51.5' } },
  { module: 'device_location', result: { ...place, latitude: Number.NaN } },
  { module: 'device_location', result: { ...place, device_id: '' } },
  { module: 'device_location', result: { ...place, location: null } },
  { module: 'device_location', result: { ...place, at: 1.5 } },
  { module: 'device_location', result: { ...place, at: -1 } },
  { module: 'device_location', result: [place] },
  { module: 'device_location' },
  { module: 'scan_status', result: place },
];

const BLOCK_ENDED_SHAPES: unknown[] = [
  { module: 'block_ended', result: { mac_address: 'AA:BB:CC:DD:EE:01' } },
  { module: 'block_ended', result: { mac_address: '' } },
  { module: 'block_ended', result: { mac_address: 'A'.repeat(33) } },
  { module: 'block_ended', result: { mac_address: 42 } },
  { module: 'block_ended', result: ['AA:BB:CC:DD:EE:01'] },
  { module: 'block_ended' },
  { module: 'scan_status', result: { mac_address: 'AA:BB:CC:DD:EE:01' } },
  ...SHAPES,
];

const entry = { type: 'file', name: 'a.txt', filename: '/dRisk/D-1/a.txt', lastmod: 'Mon', size: 5 };
const answer = {
  module: 'file_structure_response',
  request_id: 'r-1',
  device_id: 'D-1',
  selected_device_id: 'D-1',
  path: '/dRisk/D-1',
  statusCode: 200,
  message: 'Files listed',
  result: [entry],
};
const ANSWER_SHAPES: unknown[] = [
  ...SHAPES,
  answer,
  { ...answer, result: [] },
  { ...answer, statusCode: 400, message: 'path: outside', result: [] },
  { ...answer, extra: 1 },
  { ...answer, result: [{ ...entry, type: 'directory', size: 0, fileid: 7 }] },
  { ...answer, result: [{ ...entry, fileid: 'f7', extra: true }] },
  { ...answer, request_id: '' },
  { ...answer, request_id: 'r'.repeat(65) },
  { ...answer, request_id: 7 },
  { ...answer, module: 'file_structure_request' },
  { ...answer, statusCode: 200.5 },
  { ...answer, statusCode: '200' },
  { ...answer, message: null },
  { ...answer, path: undefined },
  { ...answer, selected_device_id: 1 },
  { ...answer, result: null },
  { ...answer, result: [null] },
  { ...answer, result: [{ ...entry, type: 'link' }] },
  { ...answer, result: [{ ...entry, size: Number.POSITIVE_INFINITY }] },
  { ...answer, result: [{ ...entry, size: '5' }] },
  { ...answer, result: [{ ...entry, fileid: null }] },
  { ...answer, result: [{ ...entry, lastmod: 0 }] },
  { ...answer, result: [entry, { ...entry, name: undefined }] },
];

describe('topic payload guards', () => {
  it('accept a battery message exactly when batteryMessage does', () => {
    for (const shape of SHAPES)
      expect(isBatteryMessage(shape), JSON.stringify(shape)).toBe(batteryMessage.safeParse(shape).success);
    expect(SHAPES.filter(isBatteryMessage)).toHaveLength(6);
  });

  it('accept a user refresh message exactly when userRefreshMessage does', () => {
    for (const shape of SHAPES)
      expect(isUserRefreshMessage(shape), JSON.stringify(shape)).toBe(
        userRefreshMessage.safeParse(shape).success,
      );
    expect(SHAPES.filter(isUserRefreshMessage)).toHaveLength(3);
  });

  it('accept a scan update exactly when scanUpdateMessage does', () => {
    for (const shape of SHAPES)
      expect(isScanUpdateMessage(shape), JSON.stringify(shape)).toBe(
        scanUpdateMessage.safeParse(shape).success,
      );
    expect(SHAPES.filter(isScanUpdateMessage)).toHaveLength(2);
  });

  it('accept a position message exactly when deviceLocationMessage does', () => {
    for (const shape of LOCATION_SHAPES)
      expect(isDeviceLocationMessage(shape), JSON.stringify(shape)).toBe(
        deviceLocationMessage.safeParse(shape).success,
      );
    expect(LOCATION_SHAPES.filter(isDeviceLocationMessage)).toHaveLength(4);
  });

  it('accept a block-ended message exactly when blockEndedMessage does', () => {
    for (const shape of BLOCK_ENDED_SHAPES)
      expect(isBlockEndedMessage(shape), JSON.stringify(shape)).toBe(
        blockEndedMessage.safeParse(shape).success,
      );
    expect(BLOCK_ENDED_SHAPES.filter(isBlockEndedMessage)).toHaveLength(2);
  });

  it('accept a file-structure answer exactly when fileStructureResponseMessage does', () => {
    for (const shape of ANSWER_SHAPES)
      expect(isFileStructureResponseMessage(shape), JSON.stringify(shape)).toBe(
        fileStructureResponseMessage.safeParse(shape).success,
      );
    expect(ANSWER_SHAPES.filter(isFileStructureResponseMessage)).toHaveLength(6);
  });
});
