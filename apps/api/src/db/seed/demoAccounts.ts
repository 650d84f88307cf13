import { ROLE, type RoleId, type UserType } from '@drisk/contract';

/** A gateway of the demo data. */
export interface DemoDevice {
  deviceId: string;
  name: string;
  status: 'Active' | 'Inactive';
  model: string;
  version: string;
  serialNumber: string;
  wifiSsid: string;
  wifiPassword: string;
  /** Belongs to the demo company. */
  corporate: boolean;
  latitude: number;
  longitude: number;
  locationText: string;
}

export const DEMO_MANUFACTURE = 'dRisk Inc.';
export const DEMO_COMPANY_NAME = 'Acme Security Ltd.';

export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    deviceId: 'DRA-100001',
    name: 'dRisk-Alpha',
    status: 'Active',
    model: 'dRisk Gateway G3 Pro',
    version: '3.2.1',
    serialNumber: 'G3P-2024-100001',
    wifiSsid: 'Acme-Secure-Alpha',
    wifiPassword: 'AlphaWiFi#2024',
    corporate: true,
    latitude: 51.5072,
    longitude: -0.1276,
    locationText: '1 Example Street, London, United Kingdom',
  },
  {
    deviceId: 'DRB-100002',
    name: 'dRisk-Beta',
    status: 'Active',
    model: 'dRisk Gateway G3',
    version: '3.1.4',
    serialNumber: 'G3-2023-100002',
    wifiSsid: 'Acme-Secure-Beta',
    wifiPassword: 'BetaWiFi#2023',
    corporate: true,
    latitude: 53.4808,
    longitude: -2.2426,
    locationText: '42 Warehouse Road, Manchester, United Kingdom',
  },
  {
    deviceId: 'DRS-100003',
    name: 'dRisk-Solo',
    status: 'Active',
    model: 'dRisk Gateway G2 Mini',
    version: '3.2.1',
    serialNumber: 'G2M-2024-100003',
    wifiSsid: 'Sams-Home-Net',
    wifiPassword: 'SoloHome#2024',
    corporate: false,
    latitude: 48.8566,
    longitude: 2.3522,
    locationText: '7 Rue de l’Exemple, Paris, France',
  },
];

/** A demo user's access to a gateway. */
export interface DemoMapping {
  deviceId: string;
  roleId: RoleId;
  connected: boolean;
}

/** A demo account as README and `npm start` print it. */
export interface DemoAccount {
  email: string;
  password: string;
  /** Full name. */
  name: string;
  type: UserType;
  firstName: string;
  lastName: string;
  /** Ten digits. */
  phone: string;
  /** MM/DD/YYYY. */
  dob: string;
  tinodeUsername: string;
  devices: readonly DemoMapping[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@example.com',
    password: 'Owner#12345',
    name: 'Olivia Owner',
    type: 'corporate',
    firstName: 'Olivia',
    lastName: 'Owner',
    phone: '5550100001',
    dob: '04/12/1985',
    tinodeUsername: 'olivia.owner',
    devices: [
      { deviceId: 'DRA-100001', roleId: ROLE.Owner, connected: true },
      { deviceId: 'DRB-100002', roleId: ROLE.Owner, connected: false },
    ],
  },
  {
    email: 'admin@example.com',
    password: 'Admin#12345',
    name: 'Adam Admin',
    type: 'corporate',
    firstName: 'Adam',
    lastName: 'Admin',
    phone: '5550100002',
    dob: '09/30/1990',
    tinodeUsername: 'adam.admin',
    devices: [{ deviceId: 'DRA-100001', roleId: ROLE.Admin, connected: true }],
  },
  {
    email: 'guest@example.com',
    password: 'Guest#12345',
    name: 'Grace Guest',
    type: 'individual',
    firstName: 'Grace',
    lastName: 'Guest',
    phone: '5550100003',
    dob: '01/22/1998',
    tinodeUsername: 'grace.guest',
    devices: [{ deviceId: 'DRA-100001', roleId: ROLE.Guest, connected: true }],
  },
  {
    email: 'solo@example.com',
    password: 'Solo#12345',
    name: 'Sam Solo',
    type: 'individual',
    firstName: 'Sam',
    lastName: 'Solo',
    phone: '5550100004',
    dob: '07/04/1979',
    tinodeUsername: 'sam.solo',
    devices: [{ deviceId: 'DRS-100003', roleId: ROLE.Owner, connected: true }],
  },
];

/**
 * Gateways fresh from the factory: nobody owns them, so a new account can add one on the Registration
 * screen with the claim code the simulator prints for it (Add device).
 */
export const SPARE_GATEWAYS = [
  { deviceId: 'DRN-200001', model: 'dRisk Gateway G3', serialNumber: 'G3-2026-200001' },
  { deviceId: 'DRN-200002', model: 'dRisk Gateway G2 Mini', serialNumber: 'G2M-2026-200002' },
] as const;
