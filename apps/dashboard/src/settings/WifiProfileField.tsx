import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { SETTINGS_TEXT, WIFI_PROFILES } from '@drisk/contract/client';
import { useFormatters, useText } from '@drisk/ui';

export interface WifiProfileFieldProps {
  /** The wire value, '2.4 GH' or '5 GH'. */
  value: string;
  onChange: (value: string) => void;
  /** A Guest sees the profile as plain text (spec 2 §6). */
  readOnly: boolean;
  busy: boolean;
}

const labelOf = (value: string) => WIFI_PROFILES.find((profile) => profile.value === value)?.label ?? value;

/** Wi-Fi Profile: a dropdown of 2.4 GHz and 5 GHz whose values are the wire's '2.4 GH' and '5 GH'. */
export function WifiProfileField({ value, onChange, readOnly, busy }: WifiProfileFieldProps) {
  const text = useText(SETTINGS_TEXT);
  // '2.4 GHz' in English, '2,4 GHz' in German.
  const { amount } = useFormatters();
  if (readOnly) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 48 }}>
        <Typography sx={{ flexGrow: 1 }}>{text.wifiProfile}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{amount(labelOf(value))}</Typography>
      </Box>
    );
  }
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={text.wifiProfile}
      value={WIFI_PROFILES.some((profile) => profile.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={busy}
      sx={{ my: 1.5 }}
    >
      {WIFI_PROFILES.map((profile) => (
        <MenuItem key={profile.value} value={profile.value}>
          {amount(profile.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
