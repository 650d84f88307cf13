/** An endpoint of the demo data; `state` says whether it is online, blocked, or waiting for approval. */
export interface DemoEndpoint {
  deviceId: string;
  mac: string;
  ip: string;
  name: string;
  kind: 'phone' | 'laptop' | 'tablet' | 'tv' | 'camera' | 'speaker' | 'printer' | 'iot' | 'other';
  state: 'online' | 'offline' | 'blocked' | 'awaiting-approval';
  /** Hours it has been connected, for online endpoints. */
  connectedHours?: number;
}

export const DEMO_ENDPOINTS: readonly DemoEndpoint[] = [
  // dRisk-Alpha: the office.
  {
    deviceId: 'DRA-100001',
    mac: 'A4:83:E7:10:00:01',
    ip: '192.168.8.21',
    name: "Olivia's iPhone 15",
    kind: 'phone',
    state: 'online',
    connectedHours: 5.5,
  },
  {
    deviceId: 'DRA-100001',
    mac: '3C:52:82:10:00:02',
    ip: '192.168.8.22',
    name: "Adam's ThinkPad",
    kind: 'laptop',
    state: 'online',
    connectedHours: 7.25,
  },
  {
    deviceId: 'DRA-100001',
    mac: 'F0:6E:0B:10:00:03',
    ip: '192.168.8.30',
    name: 'Reception Smart TV',
    kind: 'tv',
    state: 'online',
    connectedHours: 26,
  },
  {
    deviceId: 'DRA-100001',
    mac: '9C:8E:CD:10:00:04',
    ip: '192.168.8.31',
    name: 'Lobby Camera',
    kind: 'camera',
    state: 'online',
    connectedHours: 312,
  },
  {
    deviceId: 'DRA-100001',
    mac: '68:54:FD:10:00:05',
    ip: '192.168.8.32',
    name: 'Meeting Room Speaker',
    kind: 'speaker',
    state: 'offline',
  },
  {
    deviceId: 'DRA-100001',
    mac: '30:05:5C:10:00:06',
    ip: '192.168.8.40',
    name: 'HP LaserJet Pro',
    kind: 'printer',
    state: 'blocked',
  },
  {
    deviceId: 'DRA-100001',
    mac: 'AA:BB:CC:11:22:33',
    ip: '192.168.8.57',
    name: 'Galaxy Tab S9',
    kind: 'tablet',
    state: 'awaiting-approval',
  },
  {
    deviceId: 'DRA-100001',
    mac: 'B0:09:DA:10:00:08',
    ip: '192.168.8.58',
    name: 'Ring Doorbell',
    kind: 'iot',
    state: 'awaiting-approval',
  },
  // dRisk-Beta: the warehouse.
  {
    deviceId: 'DRB-100002',
    mac: '00:1B:63:20:00:01',
    ip: '192.168.9.21',
    name: "Olivia's iPad",
    kind: 'tablet',
    state: 'online',
    connectedHours: 2,
  },
  {
    deviceId: 'DRB-100002',
    mac: '00:0E:C6:20:00:02',
    ip: '192.168.9.22',
    name: 'Warehouse Scanner',
    kind: 'iot',
    state: 'online',
    connectedHours: 48,
  },
  {
    deviceId: 'DRB-100002',
    mac: '44:65:0D:20:00:03',
    ip: '192.168.9.23',
    name: 'Loading Bay Camera',
    kind: 'camera',
    state: 'offline',
  },
  {
    deviceId: 'DRB-100002',
    mac: 'DE:AD:BE:20:00:04',
    ip: '192.168.9.60',
    name: 'Unknown device',
    kind: 'other',
    state: 'awaiting-approval',
  },
  // dRisk-Solo: Sam's home.
  {
    deviceId: 'DRS-100003',
    mac: '58:24:29:30:00:01',
    ip: '192.168.10.21',
    name: "Sam's Pixel 8",
    kind: 'phone',
    state: 'online',
    connectedHours: 3,
  },
  {
    deviceId: 'DRS-100003',
    mac: '70:2A:D5:30:00:02',
    ip: '192.168.10.22',
    name: 'Living Room TV',
    kind: 'tv',
    state: 'online',
    connectedHours: 1.5,
  },
  {
    deviceId: 'DRS-100003',
    mac: '08:A6:BC:30:00:03',
    ip: '192.168.10.23',
    name: 'Echo Dot',
    kind: 'speaker',
    state: 'online',
    connectedHours: 120,
  },
  {
    deviceId: 'DRS-100003',
    mac: '2C:F0:5D:30:00:04',
    ip: '192.168.10.61',
    name: 'Unknown Android phone',
    kind: 'phone',
    state: 'awaiting-approval',
  },
];
