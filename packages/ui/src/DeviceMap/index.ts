export { DeviceMap } from './DeviceMap';
export type { DeviceMapCircle, DeviceMapMarker, DeviceMapProps } from './DeviceMap';
export { DEVICE_STATUS_COLORS } from './deviceMarkerStyle';
export type { DeviceMarkerStatus } from './deviceMarkerStyle';
export { deviceMapClasses, getDeviceMapUtilityClass } from './deviceMapClasses';
export type { DeviceMapClasses, DeviceMapClassKey } from './deviceMapClasses';
