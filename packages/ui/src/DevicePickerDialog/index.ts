export { DevicePickerDialog } from './DevicePickerDialog';
export type { DevicePickerDevice, DevicePickerDialogProps } from './DevicePickerDialog';
