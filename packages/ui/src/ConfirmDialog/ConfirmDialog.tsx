import { useId, type ReactNode, type Ref } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { confirmDialogClasses } from './confirmDialogClasses';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Title of the dialog; it is also the dialog's accessible name. */
  title: string;
  /**
   * The question, as plain text. Ignored when `children` are given.
   * @default undefined
   */
  text?: string;
  /**
   * Custom body of the dialog, shown instead of `text`.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Label of the confirm button.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Label of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels: the cancel button, Escape or a click on the backdrop. */
  onCancel: () => void;
  /**
   * While true the confirm button shows a spinner, both buttons are disabled and the dialog cannot be dismissed.
   * @default false
   */
  loading?: boolean;
  /**
   * Paints the confirm button in the error colour, for actions that delete or sign out.
   * @default false
   */
  destructive?: boolean;
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

/** Asks the user to confirm or cancel an action, e.g. 'Logout?'. */
export function ConfirmDialog(inProps: ConfirmDialogProps) {
  const props = useDriskProps(inProps, 'DriskConfirmDialog', confirmDialogClasses.root);
  const {
    open,
    title,
    text,
    children,
    confirmLabel: confirmLabelProp,
    cancelLabel: cancelLabelProp,
    onConfirm,
    onCancel,
    loading = false,
    destructive = false,
    ref,
    className,
    sx,
  } = props;
  const titleId = useId();
  const t = useText(WIDGET_TEXT);
  const confirmLabel = confirmLabelProp ?? t.confirm;
  const cancelLabel = cancelLabelProp ?? t.cancel;
  const textId = useId();
  const hasText = children === undefined && text !== undefined;

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!loading) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={hasText ? textId : undefined}
      fullWidth
      maxWidth="xs"
      ref={ref}
      className={className}
      sx={sx}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {hasText ? <DialogContentText id={textId}>{text}</DialogContentText> : children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={loading} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          loading={loading}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
