import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issuesOf';
import { renameDeviceRequest } from './device';
import { dashboardRequest, denyDeviceRequest, iotRenameRequest } from './dashboard';
import { notificationQuery } from './notification';

const mac = 'AA:BB:CC:DD:EE:01';

describe('home and endpoint calls', () => {
  it("says 'Select duration' when blocking without a duration", () => {
    expect(issuesOf(denyDeviceRequest, { device_id: 'DRA-100001', mac_address: mac })).toEqual({
      interval: 'Select duration',
    });
    expect(
      denyDeviceRequest.safeParse({ device_id: 'DRA-100001', mac_address: mac, interval: 'Permanent' })
        .success,
    ).toBe(true);
  });

  it('takes the dashboard period as the spec sends it, with dates as MM/DD/YYYY', () => {
    const body = {
      device_id: 'DRA-100001',
      startDate: '03/01/2025',
      endDate: '03/02/2025',
      type: 'day',
      network: 'LAN',
    };
    expect(dashboardRequest.safeParse(body).success).toBe(true);
    expect(
      Object.keys(issuesOf(dashboardRequest, { ...body, network: 'Wi-fi', endDate: '2025-03-02' })).sort(),
    ).toEqual(['endDate', 'network']);
  });

  it('names the rename messages of each screen', () => {
    expect(issuesOf(iotRenameRequest, { device_id: 'DRA-100001', name: ' ', mac_address: mac })).toEqual({
      name: 'Please enter device name',
    });
    expect(issuesOf(renameDeviceRequest, { device_id: 'DRA-100001', device_name: '' })).toEqual({
      device_name: 'Enter a name',
    });
  });

  it('pages notifications one-based, 10 by default', () => {
    expect(notificationQuery.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(notificationQuery.parse({ page: '3', page_size: '25' })).toEqual({ page: 3, page_size: 25 });
    expect(issuesOf(notificationQuery, { page: '0' })).toEqual({
      page: 'must be 1 or more (pages are one-based)',
    });
  });
});
