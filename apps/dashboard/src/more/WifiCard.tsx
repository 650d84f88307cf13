import { useState } from 'react';
import { Card, CardHeader, IconButton, List } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { MORE_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { DetailRow } from '../shared/DetailRow';

export interface WifiCardProps {
  ssid: string;
  password: string;
}

const MASK = '••••••••';

/** The More screen's Wi-Fi card: SSID and its password, masked until the user asks to see it. */
export function WifiCard({ ssid, password }: WifiCardProps) {
  const [shown, setShown] = useState(false);
  const text = useText(MORE_TEXT);
  return (
    <Card>
      <CardHeader title={text.wifiTitle} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <List disablePadding aria-label={text.wifiTitle}>
        <DetailRow label={text.ssidName} value={ssid} />
        <DetailRow
          label={text.ssidPassword}
          value={password ? (shown ? password : MASK) : ''}
          action={
            password ? (
              <IconButton
                size="small"
                aria-label={shown ? text.hidePassword : text.showPassword}
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
