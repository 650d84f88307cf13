import { describe, expect, it } from 'vitest';
import {
  GATEWAY_COMMAND_TYPES,
  fileStructureRequestMessage,
  fileStructureResponseMessage,
  gatewayCommandAck,
  gatewayCommandMessage,
  gatewayTelemetryMessage,
  gatewayTopicDeviceId,
  topicFilters,
  topics,
} from './topics';

describe('topic names', () => {
  it('keeps the spec topics: {device_id}/device/app and {user_id}/device/app', () => {
    expect(topics.deviceApp('DRA-100001')).toBe('DRA-100001/device/app');
    expect(topics.userApp(7)).toBe('7/device/app');
  });

  it('puts gateway traffic under gateway/{device_id}/ and finds the device again', () => {
    for (const topic of [
      topics.gatewayTelemetry('DRA-100001'),
      topics.gatewayCommand('DRA-100001'),
      topics.gatewayCommandAck('DRA-100001'),
    ])
      expect(gatewayTopicDeviceId(topic), topic).toBe('DRA-100001');
    expect(gatewayTopicDeviceId(topics.deviceApp('DRA-100001'))).toBeNull();
    expect(topicFilters.gatewayTelemetry.replace('+', 'DRA-100001')).toBe(
      topics.gatewayTelemetry('DRA-100001'),
    );
  });

  it('starts every device topic with the device id, so the ACL can match on it', () => {
    for (const topic of [topics.fileStructureRequest('X-1'), topics.fileStructureResponse('X-1')])
      expect(topic.startsWith('X-1/')).toBe(true);
  });
});

describe('gateway payloads', () => {
  it('accepts telemetry with only some parts, and refuses a battery over 100', () => {
    expect(
      gatewayTelemetryMessage.safeParse({ device_id: 'DRA-100001', ts: 1, battery: 'charging' }).success,
    ).toBe(true);
    expect(gatewayTelemetryMessage.safeParse({ device_id: 'DRA-100001', ts: 1, battery: 101 }).success).toBe(
      false,
    );
    expect(
      gatewayTelemetryMessage.safeParse({
        device_id: 'DRA-100001',
        ts: 1,
        usage: [{ network: 'AllNetworks', download_bytes: 1, upload_bytes: 1 }],
      }).success,
    ).toBe(false);
  });

  it('types each command payload by its type', () => {
    const block = {
      command_id: 'c1',
      ts: 1,
      type: 'block_endpoint',
      payload: { mac_address: 'AA:BB:CC:DD:EE:FF', interval: '1 Hour' },
    };
    expect(gatewayCommandMessage.safeParse(block).success).toBe(true);
    expect(gatewayCommandMessage.safeParse({ ...block, type: 'unblock_endpoint', payload: {} }).success).toBe(
      false,
    );
    expect(gatewayCommandMessage.safeParse({ ...block, type: 'reboot' }).success).toBe(false);
    expect(GATEWAY_COMMAND_TYPES).toContain('start_scan');
  });

  it('acknowledges a command by its id', () => {
    expect(
      gatewayCommandAck.safeParse({
        command_id: 'c1',
        device_id: 'DRA-100001',
        ok: false,
        message: 'Busy',
        ts: 2,
      }).success,
    ).toBe(true);
    expect(
      gatewayCommandAck.safeParse({ device_id: 'DRA-100001', ok: true, message: '', ts: 2 }).success,
    ).toBe(false);
  });

  it('asks for a file structure with module file_structure_request and our request_id', () => {
    const request = {
      module: 'file_structure_request',
      request_id: 'r-1',
      mountpoint: '/dRisk/DRA-100001-USB1',
      path: '/dRisk/DRA-100001-USB1/Backups',
      device_id: 'DRA-100001',
      selected_device_id: 'DRA-100001-USB1',
    };
    expect(fileStructureRequestMessage.safeParse(request).success).toBe(true);
    expect(fileStructureRequestMessage.safeParse({ ...request, module: 'file_structure' }).success).toBe(
      false,
    );
    const { request_id: _withoutId, ...unpaired } = request;
    expect(fileStructureRequestMessage.safeParse(unpaired).success).toBe(false);
  });

  it('answers with the request_id, a status, a message and the entries', () => {
    const answer = {
      module: 'file_structure_response',
      request_id: 'r-1',
      device_id: 'DRA-100001',
      selected_device_id: 'DRA-100001-USB1',
      path: '/dRisk/DRA-100001-USB1',
      statusCode: 200,
      message: 'Files listed',
      result: [
        {
          type: 'directory',
          name: 'Backups',
          filename: '/dRisk/DRA-100001-USB1/Backups',
          lastmod: 'x',
          size: 0,
        },
      ],
    };
    expect(fileStructureResponseMessage.safeParse(answer).success).toBe(true);
    expect(fileStructureResponseMessage.safeParse({ ...answer, statusCode: undefined }).success).toBe(false);
  });
});
