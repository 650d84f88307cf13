import { useState } from 'react';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { ACCOUNT_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { LogoutDialog } from '../shared/LogoutDialog';

/** The Account screen's Logout button; it opens the shell's 'Logout?' dialog (revoke, clear the session, go to /). */
export function AccountLogoutButton() {
  const [open, setOpen] = useState(false);
  const text = useText(ACCOUNT_TEXT);
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
        {text.logout}
      </Button>
      <LogoutDialog open={open} onCancel={() => setOpen(false)} />
    </>
  );
}
