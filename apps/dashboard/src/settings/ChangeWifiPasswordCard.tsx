import { useId } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { SETTINGS_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';

export interface ChangeWifiPasswordCardProps {
  onChange: () => void;
}

/** Change Wi-Fi Password: opens the Password dialog. Not shown to a Guest (spec 2 §6). */
export function ChangeWifiPasswordCard({ onChange }: ChangeWifiPasswordCardProps) {
  const titleId = useId();
  const text = useText(SETTINGS_TEXT);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {text.changeWifiPasswordTitle}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.changeWifiPasswordText}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" onClick={onChange}>
          {text.changePasswordButton}
        </Button>
      </CardActions>
    </Card>
  );
}
