/** Tracking and Device Details (spec 3 §2.8). */
export const MAP_TEXT = {
  loadingLocations: 'Loading device locations',
  loadingDevice: 'Loading the device',
  name: 'Name',
  /** A device's status as the api sends it. */
  deviceStatus: { Active: 'Active', Inactive: 'Inactive' },
} as const;
