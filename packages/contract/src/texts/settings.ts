import { WIFI_PASSWORD_MIN_LENGTH } from '../constants';

/** Settings (/dashboard/settings, spec 2): what UI_TEXT does not already hold. */
export const SETTINGS_TEXT = {
  loading: 'Loading settings',
  /** The toggle cards' titles (settingRules' SETTINGS_CARDS). */
  cards: { Network: 'Network', Device: 'Device', Security: 'Security' },
  /** The toggles' labels, by field (SETTING_TOGGLES). */
  toggles: {
    mobile_data: 'Mobile Data',
    wifi_service: 'Wi-Fi Services',
    ethernet_host: 'Network Tethering',
    wifi_mode: 'Wi-Fi Mode',
    notification: 'Notifications',
    remote_mgt: 'Remote Management',
    software_update: 'Software Update',
    protect_mode: 'Protect Mode',
    monitoring_mode: 'Monitoring Mode',
    ghost_mode: 'Ghost Mode',
    auto_block: 'Auto Block',
  },
  /** The button of the confirmation asked before Network Tethering or Wi-Fi Mode is switched on. */
  confirm: 'Confirm',
  wifiProfile: 'Wi-Fi Profile',
  ssid: 'SSID',
  editSsid: 'Edit SSID',
  save: 'Save',
  changeWifiPasswordTitle: 'Change Wi-Fi Password',
  changeWifiPasswordText: `The password devices use to join this gateway's Wi-Fi, at least ${WIFI_PASSWORD_MIN_LENGTH} characters. Devices already connected have to join again with the new password.`,
  changePasswordButton: 'Change Password',
  passwordTitle: 'Password',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  scanAgain: 'Scan again',
  networksList: 'Wi-Fi networks',
  connect: 'Connect',
  connected: 'Connected',
  connectTo: (ssid: string) => `Connect to ${ssid}`,
  connectedTo: (ssid: string) => `Connected to ${ssid}`,
  switchNetwork: 'Switch',
  disconnect: 'Disconnect',
} as const;
