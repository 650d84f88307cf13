import { UI_TEXT } from '@drisk/contract/client';
import { useThemeProps, type SxProps, type Theme } from '@mui/material/styles';
import { MessageDialog } from '../MessageDialog';

/** Props of {@link SessionExpiredDialog}. */
export interface SessionExpiredDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by the Okay button (and by Escape): the app clears the session and returns to sign-in. */
  onOkay: () => void;
  /**
   * Class name of the dialog root.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the dialog root.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The Session Expired modal: 'Please login again.' with an Okay button.
 * Every way of dismissing it answers Okay, because the session is gone either way.
 */
export function SessionExpiredDialog(inProps: SessionExpiredDialogProps) {
  const { open, onOkay, className, sx } = useThemeProps({
    props: inProps,
    name: 'DriskSessionExpiredDialog',
  });
  return (
    <MessageDialog
      open={open}
      title={UI_TEXT.sessionExpiredTitle}
      message={UI_TEXT.sessionExpiredText}
      buttonLabel={UI_TEXT.sessionExpiredButton}
      onClose={onOkay}
      className={className}
      sx={sx}
    />
  );
}
