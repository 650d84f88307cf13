import { useId, useState, type FormEvent, type Ref } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import type { BlockDuration } from '@drisk/contract';
import { BLOCK_DURATIONS, VALIDATION, WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { durationDialogClasses } from './durationDialogClasses';

/** Props of {@link DurationDialog}. */
export interface DurationDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether the dialog is shown. Each opening starts without a choice. */
  open: boolean;
  /** Name of the endpoint device to block; the title reads 'Block <name>'. */
  endpointName: string;
  /** Called with the chosen duration when the user presses Block with a choice made. */
  onConfirm: (duration: BlockDuration) => void;
  /** Called when the user cancels: the Cancel button, Escape or a click on the backdrop. */
  onCancel: () => void;
  /**
   * While true (the block is being sent) Block shows a spinner, both buttons are disabled and the dialog
   * cannot be dismissed.
   * @default false
   */
  loading?: boolean;
  /**
   * Label of the confirm button.
   * @default 'Block'
   */
  confirmLabel?: string;
  /**
   * Label of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
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

interface DurationFormProps extends Pick<
  DurationDialogProps,
  'endpointName' | 'onConfirm' | 'onCancel' | 'confirmLabel' | 'cancelLabel'
> {
  titleId: string;
  loading: boolean;
}

// Lives inside the Dialog, which unmounts its content when closed: each opening starts without a choice.
function DurationForm({
  titleId,
  endpointName,
  onConfirm,
  onCancel,
  loading,
  confirmLabel,
  cancelLabel,
}: DurationFormProps) {
  const labelId = useId();
  const errorId = useId();
  const [duration, setDuration] = useState<BlockDuration | null>(null);
  const [showError, setShowError] = useState(false);
  const t = useText(WIDGET_TEXT);
  const validation = useText(VALIDATION);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (duration === null) {
      setShowError(true);
      return;
    }
    onConfirm(duration);
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogTitle id={titleId}>{t.blockTitle(endpointName)}</DialogTitle>
      <DialogContent>
        <FormControl error={showError} required disabled={loading}>
          <FormLabel id={labelId}>{t.duration}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            aria-describedby={showError ? errorId : undefined}
            name="duration"
            value={duration ?? ''}
            onChange={(event) => {
              setDuration(event.target.value as BlockDuration);
              setShowError(false);
            }}
          >
            {BLOCK_DURATIONS.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={t.durations[option]} />
            ))}
          </RadioGroup>
          {showError ? (
            <FormHelperText id={errorId} role="alert" sx={{ mx: 0 }}>
              {validation.selectDuration}
            </FormHelperText>
          ) : null}
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={loading} color="inherit">
          {cancelLabel}
        </Button>
        <Button type="submit" loading={loading} variant="contained" color="error">
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Asks how long to block an endpoint device (15 Minutes, 30 Minutes, 1 Hour, 2 Hours or Permanent).
 * A choice is required: Block without one shows 'Select duration' and sends nothing.
 */
export function DurationDialog(inProps: DurationDialogProps) {
  const props = useDriskProps(inProps, 'DriskDurationDialog', durationDialogClasses.root);
  const {
    open,
    endpointName,
    onConfirm,
    onCancel,
    loading = false,
    confirmLabel: confirmLabelProp,
    cancelLabel: cancelLabelProp,
    ref,
    className,
    sx,
  } = props;
  const titleId = useId();
  const t = useText(WIDGET_TEXT);
  const confirmLabel = confirmLabelProp ?? t.block;
  const cancelLabel = cancelLabelProp ?? t.cancel;

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!loading) onCancel();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      ref={ref}
      className={className}
      sx={sx}
    >
      <DurationForm
        titleId={titleId}
        endpointName={endpointName}
        onConfirm={onConfirm}
        onCancel={onCancel}
        loading={loading}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
      />
    </Dialog>
  );
}
