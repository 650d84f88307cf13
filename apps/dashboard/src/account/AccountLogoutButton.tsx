import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { UI_TEXT } from '@drisk/contract';
import { ConfirmDialog } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useSession } from '../session/SessionProvider';

/** The Account screen's Logout button and its 'Logout?' confirmation: revoke the token, clear the session, go to /. */
export function AccountLogoutButton() {
  const [open, setOpen] = useState(false);
  const { mutate: logout, loading } = useApiMutation('logout');
  const { signOut } = useSession();
  const navigate = useNavigate();

  const handleConfirm = async () => {
    try {
      await logout({ body: {} });
    } catch (cause) {
      // Signing out locally must not depend on the server: an unreachable server cannot keep a user signed in.
      console.warn('Logout call failed; signing out locally', cause);
    }
    signOut();
    setOpen(false);
    await navigate('/');
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
        Logout
      </Button>
      <ConfirmDialog
        open={open}
        title={UI_TEXT.logoutTitle}
        text={UI_TEXT.logoutText}
        confirmLabel="Logout"
        loading={loading}
        destructive
        onConfirm={() => void handleConfirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
