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
import { DeviceStatusLabel } from './DeviceStatusLabel';

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
  return (
    <Card>
      <CardHeader id={headingId} title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {devices.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          None
        </Typography>
      ) : (
        <List disablePadding aria-labelledby={headingId}>
          {devices.map((device) => {
            const text = (
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
                  aria-label={`Switch to ${device.name} (${device.status})`}
                  onClick={() => onSelect(device)}
                >
                  {text}
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <SwapHorizIcon />
                  </ListItemIcon>
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={device.device_id} divider>
                {text}
              </ListItem>
            );
          })}
        </List>
      )}
    </Card>
  );
}
