/** IoT Device Details (/dashboard/iotdetails, spec 2): the endpoint card, its Issues and their dialogs. */
export const IOT_DETAILS_TEXT = {
  back: 'Back',
  noDeviceChosen: 'No device chosen',
  noDeviceChosenText: 'Open an endpoint device from the Connected Devices list on Home to see its details.',
  goHome: 'Go to Home',
  /** The pencil beside the endpoint's name. */
  renameButton: 'Rename device',
  addresses: 'Addresses',
  ipAddress: 'IP Address',
  mac: 'MAC',
  issuesTitle: 'Issues',
  exportIssues: 'Export Issues',
  date: 'Date',
  loadingIssues: 'Loading issues',
  blocked: 'Blocked',
  renameTitle: 'Rename Device',
  deviceName: 'Device Name',
  update: 'Update',
  exportTitle: 'Export Issues',
  download: 'Download',
  startDate: 'Start Date',
  endDate: 'End Date',
} as const;
