import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useServerText, useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { formDialogClasses } from './formDialogClasses';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Title of the dialog; it is also the dialog's accessible name. */
  title: string;
  /** Called when the user closes the dialog: the cancel button, Escape or a click on the backdrop. */
  onClose: () => void;
  /** Called when the form is submitted (the submit button or Enter), its default already prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's fields. */
  children?: ReactNode;
  /**
   * Label of the submit button.
   * @default 'Submit'
   */
  submitLabel?: string;
  /**
   * Label of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * While true (the request runs) the submit button shows a spinner and is busy, both buttons are disabled
   * and the dialog cannot be closed.
   * @default false
   */
  loading?: boolean;
  /**
   * Disables the submit button, e.g. while the fields cannot make a valid request.
   * @default false
   */
  submitDisabled?: boolean;
  /**
   * The server's message for a refused request, shown as an error alert under the fields.
   * @default undefined
   */
  error?: string | null;
  /**
   * Largest width of the dialog; it takes the full width up to it.
   * @default 'xs'
   */
  maxWidth?: DialogProps['maxWidth'];
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
 * A dialog holding one form: a title, the fields, the server's refusal if any, Cancel and a submit button
 * that shows the request running. Closing is refused while it runs, so a reply never lands in a closed form.
 */
export function FormDialog(inProps: FormDialogProps) {
  const props = useDriskProps(inProps, 'DriskFormDialog', formDialogClasses.root);
  const {
    open,
    title,
    onClose,
    onSubmit,
    children,
    submitLabel: submitLabelProp,
    cancelLabel: cancelLabelProp,
    loading = false,
    submitDisabled = false,
    error,
    maxWidth = 'xs',
    ref,
    className,
    sx,
  } = props;
  const titleId = useId();
  const t = useText(WIDGET_TEXT);
  const serverText = useServerText();
  const submitLabel = submitLabelProp ?? t.submit;
  const cancelLabel = cancelLabelProp ?? t.cancel;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) onSubmit(event);
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!loading) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      ref={ref}
      className={className}
      sx={sx}
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverText(error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={loading} color="inherit">
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={loading}
            disabled={submitDisabled}
            aria-busy={loading}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
