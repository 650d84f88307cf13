import type { NotificationKind } from '../schema';
import { DEMO_ENDPOINTS } from './demoEndpoints';

/** A notification of the demo data; `daysAgo` spreads them over weeks. */
export interface DemoNotification {
  email: string;
  deviceId: string;
  kind: NotificationKind;
  userType: string;
  message: string;
  status: 'Pending' | 'Accepted' | 'Rejected';
  inputRequired: 0 | 1;
  daysAgo: number;
  /** For new_device: the endpoint's MAC. For invite: the role offered (an invitation row is made). */
  mac?: string;
  inviteRoleId?: 1 | 2;
  invitedBy?: string;
}

const DEVICE_NAMES: Record<string, string> = {
  'DRA-100001': 'dRisk-Alpha',
  'DRB-100002': 'dRisk-Beta',
  'DRS-100003': 'dRisk-Solo',
};

function newDevice(
  email: string,
  userType: string,
  mac: string,
  daysAgo: number,
  status: DemoNotification['status'] = 'Pending',
): DemoNotification {
  const endpoint = DEMO_ENDPOINTS.find((e) => e.mac === mac);
  if (!endpoint) throw new Error(`Demo endpoint ${mac} is missing`);
  return {
    email,
    deviceId: endpoint.deviceId,
    kind: 'new_device',
    userType,
    message: `New device '${endpoint.name}' (${mac}) wants to connect to ${DEVICE_NAMES[endpoint.deviceId]}`,
    status,
    inputRequired: 1,
    daysAgo,
    mac,
  };
}

function info(email: string, deviceId: string, userType: string, message: string, daysAgo: number) {
  const notification: DemoNotification = {
    email,
    deviceId,
    kind: 'info',
    userType,
    message,
    status: 'Pending',
    inputRequired: 0,
    daysAgo,
  };
  return notification;
}

const OWNER = 'owner@example.com';
const ADMIN = 'admin@example.com';
const GUEST = 'guest@example.com';
const SOLO = 'solo@example.com';

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  // Olivia Owner: 18 over eight weeks, three waiting for an answer.
  newDevice(OWNER, 'Owner', 'AA:BB:CC:11:22:33', 0.1),
  newDevice(OWNER, 'Owner', 'B0:09:DA:10:00:08', 1.5),
  info(
    OWNER,
    'DRA-100001',
    'Owner',
    'Auto Block stopped 3 connection attempts from 203.0.113.7 on dRisk-Alpha',
    2,
  ),
  newDevice(OWNER, 'Owner', 'DE:AD:BE:20:00:04', 3),
  info(OWNER, 'DRB-100002', 'Owner', 'dRisk-Beta has used 80% of its mobile data plan', 4),
  newDevice(OWNER, 'Owner', '30:05:5C:10:00:06', 6, 'Rejected'),
  info(OWNER, 'DRA-100001', 'Owner', 'Grace Guest joined dRisk-Alpha as Guest', 8),
  newDevice(OWNER, 'Owner', '68:54:FD:10:00:05', 10, 'Accepted'),
  info(OWNER, 'DRA-100001', 'Owner', 'Software 3.2.1 was installed on dRisk-Alpha', 13),
  newDevice(OWNER, 'Owner', '9C:8E:CD:10:00:04', 15, 'Accepted'),
  info(OWNER, 'DRB-100002', 'Owner', 'Battery of dRisk-Beta is low (12%). Please connect the charger.', 18),
  info(OWNER, 'DRA-100001', 'Owner', 'Adam Admin accepted your invitation to dRisk-Alpha', 21),
  newDevice(OWNER, 'Owner', '00:0E:C6:20:00:02', 25, 'Accepted'),
  info(OWNER, 'DRA-100001', 'Owner', 'Protect Mode was turned on for dRisk-Alpha', 29),
  newDevice(OWNER, 'Owner', 'F0:6E:0B:10:00:03', 34, 'Accepted'),
  info(OWNER, 'DRB-100002', 'Owner', 'Software 3.1.4 was installed on dRisk-Beta', 41),
  newDevice(OWNER, 'Owner', '3C:52:82:10:00:02', 48, 'Accepted'),
  info(OWNER, 'DRA-100001', 'Owner', 'Welcome to dRisk! dRisk-Alpha is registered to your account', 56),
  // Adam Admin.
  newDevice(ADMIN, 'Admin', 'B0:09:DA:10:00:08', 1.5),
  info(
    ADMIN,
    'DRA-100001',
    'Admin',
    'Auto Block stopped 3 connection attempts from 203.0.113.7 on dRisk-Alpha',
    2,
  ),
  info(ADMIN, 'DRA-100001', 'Admin', 'You joined dRisk-Alpha as Admin', 21),
  // Grace Guest: an invitation to dRisk-Beta that she can accept.
  {
    email: GUEST,
    deviceId: 'DRB-100002',
    kind: 'invite',
    userType: 'Guest',
    message: 'Olivia Owner invited you to dRisk-Beta as Guest',
    status: 'Pending',
    inputRequired: 1,
    daysAgo: 1,
    inviteRoleId: 2,
    invitedBy: OWNER,
  },
  info(GUEST, 'DRA-100001', 'Guest', 'You joined dRisk-Alpha as Guest', 8),
  // Sam Solo.
  newDevice(SOLO, 'Owner', '2C:F0:5D:30:00:04', 0.5),
  info(SOLO, 'DRS-100003', 'Owner', 'Software 3.2.1 was installed on dRisk-Solo', 9),
  info(SOLO, 'DRS-100003', 'Owner', 'Welcome to dRisk! dRisk-Solo is registered to your account', 30),
];
