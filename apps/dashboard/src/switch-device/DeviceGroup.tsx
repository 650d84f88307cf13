import { useId } from 'react';
import {
  Card,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { DriskDevice } from '@drisk/contract';
import { SWITCH_DEVICE_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { DeviceStatusLabel, useDeviceStatusText } from './DeviceStatusLabel';

export interface DeviceGroupProps {
  title: string;
  devices: DriskDevice[];
  /** When given, each row is a button that switches to its device. */
  onSelect?: (device: DriskDevice) => void;
  /** Rows are disabled while a switch is under way. */
  disabled?: boolean;
}

/** One titled list of the Switch Device screen: the connected device, or the ones the user may switch to. */
export function DeviceGroup({ title, devices, onSelect, disabled = false }: DeviceGroupProps) {
  const headingId = useId();
  const text = useText(SWITCH_DEVICE_TEXT);
  const statusText = useDeviceStatusText();
  return (
    <Card>
      <CardHeader id={headingId} title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {devices.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {text.none}
        </Typography>
      ) : (
        <List disablePadding aria-labelledby={headingId}>
          {devices.map((device) => {
            const row = (
              <ListItemText
                primary={
                  <>
                    {device.name} <DeviceStatusLabel status={device.status} />
                  </>
                }
              />
            );
            return onSelect ? (
              <ListItem key={device.device_id} divider disablePadding>
                <ListItemButton
                  disabled={disabled}
                  aria-label={text.switchTo(device.name, statusText(device.status))}
                  onClick={() => onSelect(device)}
                >
                  {row}
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <SwapHorizIcon />
                  </ListItemIcon>
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={device.device_id} divider>
                {row}
              </ListItem>
            );
          })}
        </List>
      )}
    </Card>
  );
}
