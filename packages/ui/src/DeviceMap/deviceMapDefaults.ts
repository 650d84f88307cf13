/**
 * DeviceMap's defaults, in one place for the map and its static preview, so both open on the same view and
 * name groups alike.
 */
export const DEVICE_MAP_DEFAULTS = {
  minZoom: 1,
  maxZoom: 18,
  /** The closest zoom fitting several markers may reach. */
  fitMaxZoom: 13,
  height: 400,
  clusterLabel: (count: number) => `${count} devices`,
} as const;
