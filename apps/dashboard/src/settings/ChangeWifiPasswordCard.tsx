import { useId } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { WIFI_PASSWORD_MIN_LENGTH } from '@drisk/contract/client';

export interface ChangeWifiPasswordCardProps {
  onChange: () => void;
}

/** Change Wi-Fi Password: opens the Password dialog. Not shown to a Guest (spec 2 §6). */
export function ChangeWifiPasswordCard({ onChange }: ChangeWifiPasswordCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
          Change Wi-Fi Password
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The password devices use to join this gateway&apos;s Wi-Fi, at least {WIFI_PASSWORD_MIN_LENGTH}{' '}
          characters. Devices already connected have to join again with the new password.
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" onClick={onChange}>
          Change Password
        </Button>
      </CardActions>
    </Card>
  );
}
