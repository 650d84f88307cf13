import type { ReactNode } from 'react';
import { ListItem, ListItemText } from '@mui/material';

export interface ProfileRowProps {
  label: string;
  /** What the row shows under its label; '-' when the profile has nothing. */
  value?: ReactNode;
  /** An optional control at the end of the row (the Change Password arrow). */
  action?: ReactNode;
}

/** One labelled row of the Account screen. */
export function ProfileRow({ label, value, action }: ProfileRowProps) {
  return (
    <ListItem divider secondaryAction={action}>
      <ListItemText
        primary={label}
        secondary={value === undefined ? undefined : value || '-'}
        slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
