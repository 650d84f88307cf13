/** More (/dashboard/more): the links, the connected device's details and its Wi-Fi. */
export const MORE_TEXT = {
  loadingDetails: 'Loading device details',
  deviceInformation: 'Device information',
  aboutUs: 'About Us',
  privacyNotice: 'Privacy Notice',
  manufacture: 'Manufacture',
  model: 'Model',
  serialNumber: 'Serial Number',
  softwareVersion: 'Software Version',
  wifiTitle: 'Wi-Fi',
  ssidName: 'SSID Name',
  ssidPassword: 'SSID Password Number',
  hidePassword: 'Hide password',
  showPassword: 'Show password',
} as const;
