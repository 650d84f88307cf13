import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { UI_TEXT } from '@drisk/contract';
import {
  DevicePickerDialog,
  type DevicePickerDevice,
  type DevicePickerDialogProps,
} from './DevicePickerDialog';

const pairedDevices: DevicePickerDevice[] = [
  { id: '192.168.8.21', name: "Emma's iPhone", selected: true },
  { id: '192.168.8.34', name: 'Living Room TV', selected: false },
  { id: '192.168.8.40', name: 'Kids Tablet', selected: true },
  { id: '192.168.8.52', name: 'Front Door Camera', selected: false },
];

const manyDevices: DevicePickerDevice[] = Array.from({ length: 30 }, (_, index) => ({
  id: `192.168.8.${100 + index}`,
  name: `Endpoint ${String(index + 1).padStart(2, '0')}`,
  selected: index % 4 === 0,
}));

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof DevicePickerDialog> = {
  title: 'Access controls/DevicePickerDialog',
  component: DevicePickerDialog,
  args: { open: true, devices: pairedDevices, onUpdate: fn(), onClose: fn() },
};

export default meta;
type Story = StoryObj<typeof DevicePickerDialog>;

export const Default: Story = {};

export const NoneSelected: Story = {
  args: { devices: pairedDevices.map((device) => ({ ...device, selected: false })) },
};

/** No endpoint has been seen on the gateway yet. */
export const Empty: Story = { args: { devices: [] } };

/** A long list scrolls inside the dialog; the buttons stay in view. */
export const ManyDevices: Story = { args: { devices: manyDevices } };

export const CustomTitle: Story = { args: { title: 'Devices for this rule' } };

function DevicePickerPlayground(props: DevicePickerDialogProps) {
  const [open, setOpen] = useState(false);
  const [devices, setDevices] = useState(props.devices);
  const chosen = devices.filter((device) => device.selected).map((device) => device.name);
  const handleUpdate = (ids: string[]) => {
    props.onUpdate(ids);
    setDevices((current) => current.map((device) => ({ ...device, selected: ids.includes(device.id) })));
    setOpen(false);
  };
  const handleClose = () => {
    props.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Select devices
      </Button>
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="chosen-devices">
        {chosen.length > 0 ? chosen.join(', ') : UI_TEXT.noDevicesSelected}
      </Typography>
      <DevicePickerDialog
        {...props}
        open={open}
        devices={devices}
        onUpdate={handleUpdate}
        onClose={handleClose}
      />
    </>
  );
}

/** The Access Controls card: open the modal, check devices, Update; 'No Devices Selected' when none. */
export const Interactive: Story = { render: (args) => <DevicePickerPlayground {...args} /> };

/** In German. */
export const German: Story = { globals: { language: 'de' } };
