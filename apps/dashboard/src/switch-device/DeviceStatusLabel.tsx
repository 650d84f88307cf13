import { Typography } from '@mui/material';

/** '(Active)' in green, any other status in red (spec 2, Switch Device). */
export function DeviceStatusLabel({ status }: { status: string }) {
  return (
    <Typography
      component="span"
      sx={{ color: status === 'Active' ? 'success.main' : 'error.main', fontWeight: 500 }}
    >
      ({status})
    </Typography>
  );
}
