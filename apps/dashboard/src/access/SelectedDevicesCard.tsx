import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import { ACCESS_TEXT, UI_TEXT } from '@drisk/contract/client';
import { DevicePickerDialog, useServerText, useText } from '@drisk/ui';
import { AccessCard } from './AccessCard';
import type { DeviceChoice, ParentalDevice } from './parentalForm';

export interface SelectedDevicesCardProps {
  /** The devices the rules apply to. */
  devices: readonly ParentalDevice[];
  /** Rows of the Paired IOT Devices dialog. */
  choices: readonly DeviceChoice[];
  onChange: (devices: ParentalDevice[]) => void;
  /** Why the gateway's endpoints could not be listed, or null. */
  endpointsError: string | null;
  readOnly: boolean;
}

/** Card 1 of Access Controls: the selected endpoint devices and the Paired IOT Devices dialog. */
export function SelectedDevicesCard({
  devices,
  choices,
  onChange,
  endpointsError,
  readOnly,
}: SelectedDevicesCardProps) {
  const [picking, setPicking] = useState(false);
  const text = useText(ACCESS_TEXT);
  const ui = useText(UI_TEXT);
  const serverText = useServerText();

  const handleUpdate = (ids: string[]) => {
    const chosen = new Set(ids);
    onChange(choices.filter((choice) => chosen.has(choice.id)).map((choice) => choice.device));
    setPicking(false);
  };

  return (
    <AccessCard
      title={text.selectDevicesTitle}
      action={
        readOnly ? undefined : (
          <Button variant="outlined" size="small" onClick={() => setPicking(true)}>
            {text.addRemoveDevice}
          </Button>
        )
      }
    >
      {endpointsError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {serverText(endpointsError)}
        </Alert>
      )}
      {devices.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{ui.noDevicesSelected}</Typography>
      ) : (
        <List dense disablePadding aria-label={text.selectedDevices}>
          {devices.map((device) => (
            <ListItem key={`${device.ip_address}/${device.name}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DevicesOtherIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={device.name}
                secondary={device.ip_address}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <DevicePickerDialog
        open={picking}
        devices={choices.map(({ id, name, selected }) => ({ id, name, selected }))}
        onUpdate={handleUpdate}
        onClose={() => setPicking(false)}
      />
    </AccessCard>
  );
}
