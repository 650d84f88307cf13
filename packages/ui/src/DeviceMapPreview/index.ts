export { DeviceMapPreview } from './DeviceMapPreview';
export type { DeviceMapPreviewProps, InteractiveDeviceMapModule } from './DeviceMapPreview';
export { deviceMapPreviewClasses, getDeviceMapPreviewUtilityClass } from './deviceMapPreviewClasses';
export type { DeviceMapPreviewClasses, DeviceMapPreviewClassKey } from './deviceMapPreviewClasses';
