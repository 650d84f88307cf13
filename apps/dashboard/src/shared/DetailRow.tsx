import type { ReactNode } from 'react';
import { ListItem, ListItemText, Typography } from '@mui/material';

export interface DetailRowProps {
  label: string;
  /** The read-only value at the end of the row; '-' when empty. */
  value: ReactNode;
  /** An optional control after the value (the Wi-Fi password's show/hide button). */
  action?: ReactNode;
}

/** A read-only 'label ... value' row (More, Home's cards, IoT Device Details); wraps under the label on narrow phones. */
export function DetailRow({ label, value, action }: DetailRowProps) {
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      <ListItemText primary={label} sx={{ flex: '1 0 auto' }} />
      <Typography
        component="span"
        color="text.secondary"
        sx={{
          overflowWrap: 'anywhere',
          textAlign: 'right',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {value === '' || value === null || value === undefined ? '-' : value}
        {action}
      </Typography>
    </ListItem>
  );
}
