import type { IotDevice, ParentalSettings } from '@drisk/contract';
import { ALPHA } from '../test/demoData';

/** Endpoints of dRisk-Alpha as settings/getAllIOTDevices lists them. */
export const ALPHA_ENDPOINTS: IotDevice[] = [
  { name: "Mia's Tablet", ip_address: '192.168.8.21', mac_address: '3c:22:fb:00:00:21', isSelected: 'true' },
  {
    name: 'Living Room TV',
    ip_address: '192.168.8.30',
    mac_address: '3c:22:fb:00:00:30',
    isSelected: 'false',
  },
  { name: 'Study Laptop', ip_address: '192.168.8.42', mac_address: '3c:22:fb:00:00:42', isSelected: 'false' },
];

/** Saved access-control rules of dRisk-Alpha. */
export const ALPHA_PARENTAL: ParentalSettings = {
  device_id: ALPHA.device_id,
  limited_access_1: 1,
  limited_access_2: 1,
  limited_access_3: 0,
  day_rule: 'Monday,Wednesday',
  active_schedule_time: 1,
  inactive_schedule_time: 0,
  start_time: '08:00 PM',
  end_time: '06:30 AM',
  keyword: 'games,casino.example',
  extra_windows: [],
  devices: [{ name: "Mia's Tablet", ip_address: '192.168.8.21' }],
};
