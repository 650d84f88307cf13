import { Box, IconButton, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { SETTINGS_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';

export interface SsidRowProps {
  ssid: string;
  /** Opens the SSID dialog; without it (a Guest) there is no edit icon (spec 2 §6). */
  onEdit?: () => void;
}

/** The SSID of the device's Wi-Fi with its edit icon. */
export function SsidRow({ ssid, onEdit }: SsidRowProps) {
  const text = useText(SETTINGS_TEXT);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48 }}>
      <Typography sx={{ flexShrink: 0 }}>{text.ssid}</Typography>
      <Typography sx={{ ml: 'auto', color: 'text.secondary', overflowWrap: 'anywhere', textAlign: 'right' }}>
        {ssid}
      </Typography>
      {onEdit && (
        <IconButton aria-label={text.editSsid} onClick={onEdit} edge="end" size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
