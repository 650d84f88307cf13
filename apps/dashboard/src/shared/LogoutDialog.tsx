import { SHELL_TEXT, UI_TEXT } from '@drisk/contract/client';
import { ConfirmDialog, useText } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useLeaveSession } from './useLeaveSession';

export interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
}

/** 'Logout?' (spec 1 §2.4): revokes the token on the server, clears the session storage and goes to /. */
export function LogoutDialog({ open, onCancel }: LogoutDialogProps) {
  const { mutate: logout, loading } = useApiMutation('logout');
  const leaveSession = useLeaveSession();
  const ui = useText(UI_TEXT);
  const shell = useText(SHELL_TEXT);

  const handleConfirm = async () => {
    try {
      await logout({ body: {} });
    } catch {
      // An unreachable server or an already expired token must not keep anyone signed in here.
    }
    await leaveSession();
  };

  return (
    <ConfirmDialog
      open={open}
      title={ui.logoutTitle}
      text={ui.logoutText}
      confirmLabel={shell.logoutButton}
      cancelLabel={shell.cancel}
      loading={loading}
      destructive
      onConfirm={() => void handleConfirm()}
      onCancel={onCancel}
    />
  );
}
