import { useState } from 'react';
import { Card, CardHeader, IconButton, List } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { DetailRow } from '../shared/DetailRow';

export interface WifiCardProps {
  ssid: string;
  password: string;
}

const MASK = '••••••••';

/** The More screen's Wi-Fi card: SSID and its password, masked until the user asks to see it. */
export function WifiCard({ ssid, password }: WifiCardProps) {
  const [shown, setShown] = useState(false);
  return (
    <Card>
      <CardHeader title="Wi-Fi" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <List disablePadding aria-label="Wi-Fi">
        <DetailRow label="SSID Name" value={ssid} />
        <DetailRow
          label="SSID Password Number"
          value={password ? (shown ? password : MASK) : ''}
          action={
            password ? (
              <IconButton
                size="small"
                aria-label={shown ? 'Hide password' : 'Show password'}
                aria-pressed={shown}
                onClick={() => setShown((value) => !value)}
              >
                {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            ) : undefined
          }
        />
      </List>
    </Card>
  );
}
