import { useId, type ReactNode, type Ref } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDriskProps } from '../theme/useDriskProps';
import { messageDialogClasses } from './messageDialogClasses';

/** Props of {@link MessageDialog}. */
export interface MessageDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Title of the dialog, e.g. 'Success' or 'Error'; it is also the dialog's accessible name. */
  title: string;
  /** The message shown under the title. */
  message: ReactNode;
  /**
   * Label of the single button.
   * @default 'Ok'
   */
  buttonLabel?: string;
  /** Called by the button, Escape and a click on the backdrop. */
  onClose: () => void;
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

/** Tells the user the outcome of an action (the Success/Error modals) with one button to close it. */
export function MessageDialog(inProps: MessageDialogProps) {
  const props = useDriskProps(inProps, 'DriskMessageDialog', messageDialogClasses.root);
  const { open, title, message, buttonLabel = 'Ok', onClose, ref, className, sx } = props;
  const titleId = useId();
  const messageId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
      ref={ref}
      className={className}
      sx={sx}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
