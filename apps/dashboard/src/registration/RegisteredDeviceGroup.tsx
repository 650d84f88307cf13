import { useId } from 'react';
import {
  Card,
  CardHeader,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { DriskDevice } from '@drisk/contract';
import { REGISTRATION_TEXT, UI_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { DeviceStatusLabel } from '../switch-device/DeviceStatusLabel';

export interface RegisteredDeviceGroupProps {
  title: string;
  devices: DriskDevice[];
  /** The name opens the device's user list. */
  onOpenUsers: (device: DriskDevice) => void;
  /** Shown as an edit icon on each row the viewer may rename (connected rows, spec 2). */
  onRename?: (device: DriskDevice) => void;
  /** Shown as a delete icon on each row the viewer may unregister. */
  onUnregister?: (device: DriskDevice) => void;
  /** Whether the viewer may unregister this device (its Owner); others get no delete icon. */
  canUnregister: (device: DriskDevice) => boolean;
  /** Whether the viewer may rename this device (Owner or Admin). */
  canRename: (device: DriskDevice) => boolean;
}

/**
 * One group of the Registration screen (Connected Device or Available Device): each row has the device's
 * name (opening its user list), its status in brackets, green when Active and red otherwise, and the
 * Registered label; connected rows have rename and delete icons, available rows delete only.
 */
export function RegisteredDeviceGroup({
  title,
  devices,
  onOpenUsers,
  onRename,
  onUnregister,
  canUnregister,
  canRename,
}: RegisteredDeviceGroupProps) {
  const headingId = useId();
  const ui = useText(UI_TEXT);
  const text = useText(REGISTRATION_TEXT);
  return (
    <Card>
      <CardHeader id={headingId} title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {devices.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {text.none}
        </Typography>
      ) : (
        <List disablePadding aria-labelledby={headingId}>
          {devices.map((device) => (
            <ListItem
              key={device.device_id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  {onRename && canRename(device) && (
                    <IconButton aria-label={text.renameLabel(device.name)} onClick={() => onRename(device)}>
                      <EditOutlined />
                    </IconButton>
                  )}
                  {onUnregister && canUnregister(device) && (
                    <IconButton
                      aria-label={text.unregisterLabel(device.name)}
                      edge="end"
                      onClick={() => onUnregister(device)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  )}
                </Stack>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={
                  <>
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      aria-label={text.usersOf(device.name)}
                      onClick={() => onOpenUsers(device)}
                      sx={{ fontSize: 'inherit', textAlign: 'left', overflowWrap: 'anywhere' }}
                    >
                      {device.name}
                    </Link>{' '}
                    <DeviceStatusLabel status={device.status} />
                  </>
                }
                secondary={ui.registeredLabel}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
