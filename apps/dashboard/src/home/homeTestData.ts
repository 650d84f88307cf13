import type { DashboardData, DeviceSettings, GraphPoint } from '@drisk/contract';
import { ALPHA } from '../test/demoData';
import type { FakeRoutes } from '../test/fakeServer';

/** Replies of the Home calls for dRisk-Alpha, shaped as the api sends them. */
export const GRAPH_POINTS: GraphPoint[] = [
  { time: '08:00', data_download: '120.50 MB', data_upload: '20.25 MB' },
  { time: '09:00', data_download: '80 MB', data_upload: '10 MB' },
];

export const PHONE = {
  name: 'Pixel 8',
  mac_address: 'AA:BB:CC:00:00:01',
  ip_address: '192.168.8.21',
  connected_time: 2.5,
};
export const TV = { name: 'Living Room TV', mac_address: 'AA:BB:CC:00:00:02', ip_address: '192.168.8.30' };

export const DASHBOARD_DATA: DashboardData = {
  bandwidthdata: {
    used_data: '3.50 GB',
    left_data: '46.50 GB',
    expiry_date: '12/31/2026',
    used_data_graph: 3584,
    left_data_graph: 47616,
    total_data_graph: 51200,
    cellular_data_usage: '150 MB',
    lan_data_usage: '50 MB',
  },
  iotdevice: [PHONE],
  blocked_devices: [{ ...TV, blocked_until: null }],
};

export const ALPHA_SETTINGS: DeviceSettings = {
  setting_id: 1,
  device_id: ALPHA.device_id,
  mobile_data: 1,
  wifi_service: 1,
  ethernet_host: 0,
  wifi_mode: 0,
  notification: 1,
  remote_mgt: 1,
  software_update: 1,
  protect_mode: 1,
  monitoring_mode: 0,
  ghost_mode: 0,
  auto_block: 0,
  connect_pref: '',
  wifi_profile: '5 GH',
  wifi_name_ssid: 'dRisk-0001',
  wifi_attenuation: 4,
  openvas_autoscan_flag: 0,
  openvas_autoscan_value: 'none',
};

/** The Home calls of dRisk-Alpha answered with the replies above. */
export const HOME_ROUTES: FakeRoutes = {
  getDashboardGraph: { result: { data: GRAPH_POINTS } },
  getDashboardData: { result: DASHBOARD_DATA },
  getSettings: { result: [ALPHA_SETTINGS] },
};
