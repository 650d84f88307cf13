/** Switch Device (spec 2, Switch Device); its group titles are UI_TEXT's connectedDeviceGroup and availableDeviceGroup. */
export const SWITCH_DEVICE_TEXT = {
  loadingDevices: 'Loading devices',
  /** A group without devices. */
  none: 'None',
  /** A device's status in brackets after its name, as the gateway reports it (Active, Inactive). */
  status: { Active: 'Active', Inactive: 'Inactive' },
  switchTo: (name: string, status: string) => `Switch to ${name} (${status})`,
  /** The success modal's button. */
  ok: 'Ok',
} as const;
