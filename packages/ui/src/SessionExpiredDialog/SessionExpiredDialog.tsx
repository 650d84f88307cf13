import type { Ref } from 'react';
import { UI_TEXT } from '@drisk/contract/client';
import type { SxProps, Theme } from '@mui/material/styles';
import { MessageDialog } from '../MessageDialog';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { sessionExpiredDialogClasses } from './sessionExpiredDialogClasses';

/** Props of {@link SessionExpiredDialog}. */
export interface SessionExpiredDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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
  const { open, onOkay, ref, className, sx } = useDriskProps(
    inProps,
    'DriskSessionExpiredDialog',
    sessionExpiredDialogClasses.root,
  );
  const ui = useText(UI_TEXT);
  return (
    <MessageDialog
      open={open}
      title={ui.sessionExpiredTitle}
      message={ui.sessionExpiredText}
      buttonLabel={ui.sessionExpiredButton}
      onClose={onOkay}
      ref={ref}
      className={className}
      sx={sx}
    />
  );
}
