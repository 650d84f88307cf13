export { DevicePickerDialog } from './DevicePickerDialog';
export type { DevicePickerDevice, DevicePickerDialogProps } from './DevicePickerDialog';
export { devicePickerDialogClasses, getDevicePickerDialogUtilityClass } from './devicePickerDialogClasses';
export type { DevicePickerDialogClasses, DevicePickerDialogClassKey } from './devicePickerDialogClasses';
