import { Typography } from '@mui/material';
import { SWITCH_DEVICE_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';

/** A device status in the active language; a status the contract does not know stays as the server sent it. */
export function useDeviceStatusText(): (status: string) => string {
  const { status: names } = useText(SWITCH_DEVICE_TEXT);
  return (status) => (status in names ? names[status as keyof typeof names] : status);
}

/** '(Active)' in green, any other status in red (spec 2, Switch Device). */
export function DeviceStatusLabel({ status }: { status: string }) {
  const statusText = useDeviceStatusText();
  return (
    <Typography
      component="span"
      sx={{ color: status === 'Active' ? 'success.main' : 'error.main', fontWeight: 500 }}
    >
      ({statusText(status)})
    </Typography>
  );
}
