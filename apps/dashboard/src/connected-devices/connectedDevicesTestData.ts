import type { ConnectedDeviceEntry } from '@drisk/contract';

/** An endpoint online on the gateway: 3.25 hours connected, 1,234,567 bytes used. */
export const PIXEL: ConnectedDeviceEntry = {
  name: 'Pixel 8',
  mac_address: '3C:5A:B4:11:22:01',
  ip_address: '192.168.8.21',
  connected_time: 3.25,
  data_used: 1_234_567,
};
