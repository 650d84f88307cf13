/**
 * Screens of the signed-in area that arrive in later releases: their /dashboard sub-route (spec 1 §2.1)
 * and the title their page and the top bar show until then.
 */
export const COMING_SOON_SCREENS = [
  { path: 'home', title: 'Home' },
  { path: 'access', title: 'Access Controls' },
  { path: 'trusted', title: 'Trusted' },
  { path: 'chat/:id/:name', title: 'Chat' },
  { path: 'dataSharing', title: 'Data Sharing' },
  { path: 'fileSharing', title: 'Data Storage' },
  { path: 'mqttFileSharing', title: 'External Drive' },
  { path: 'mqttSubFileSharing', title: 'External Drive' },
  { path: 'upgradePlan', title: 'Storage Plan Upgrade' },
  { path: 'subFileSharing', title: 'Data Storage' },
  { path: 'map', title: 'Tracking' },
  { path: 'details', title: 'Device Details' },
  { path: 'iotdetails', title: 'IoT Device Details' },
  { path: 'settings', title: 'Settings' },
  { path: 'registration', title: 'Registration' },
  { path: 'connectedUsers', title: 'User List' },
  { path: 'connectedDevices', title: 'Connected Devices' },
  { path: 'vulnerabilityScan', title: 'Vulnerability Scanning' },
  { path: 'UpdateVulnerabilityScan/:id', title: 'Update Vulnerability Scanning' },
  { path: 'reports/:id', title: 'Scan Reports' },
  { path: 'admin', title: 'Admin Panel' },
  { path: 'mcModal', title: 'Move or Copy' },
] as const;

/** Title shown in the top bar and the browser tab; set on each route's `handle`. */
export interface ScreenHandle {
  title: string;
}

export const PRODUCT_NAME = 'dRisk';
