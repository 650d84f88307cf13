import { useId, useState, type Ref } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { UI_TEXT, WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { devicePickerDialogClasses } from './devicePickerDialogClasses';

/** One device of a {@link DevicePickerDialog}. */
export interface DevicePickerDevice {
  /** Identifier passed back to `onUpdate` (e.g. the endpoint's MAC or IP address). */
  id: string;
  /** Name shown beside the checkbox; it is also the checkbox's accessible name. */
  name: string;
  /** Whether the device is checked when the dialog opens. */
  selected: boolean;
}

/** Props of {@link DevicePickerDialog}. */
export interface DevicePickerDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether the dialog is shown. Each opening starts from the devices' `selected` flags. */
  open: boolean;
  /**
   * Title of the dialog; it is also the dialog's accessible name.
   * @default 'Paired IOT Devices'
   */
  title?: string;
  /** The devices to choose from, in display order. */
  devices: readonly DevicePickerDevice[];
  /** Called by the Update button with the ids of the checked devices, in the order of `devices`. */
  onUpdate: (selectedIds: string[]) => void;
  /** Called by Cancel, the close button, Escape or a click on the backdrop; the choice is discarded. */
  onClose: () => void;
  /**
   * Label of the confirm button.
   * @default 'Update'
   */
  updateLabel?: string;
  /**
   * Text shown when there are no devices.
   * @default UI_TEXT.noDataAvailable ('No Data Available')
   */
  emptyText?: string;
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

interface DevicePickerBodyProps {
  titleId: string;
  title: string;
  devices: readonly DevicePickerDevice[];
  updateLabel: string;
  emptyText: string;
  onUpdate: DevicePickerDialogProps['onUpdate'];
  onClose: DevicePickerDialogProps['onClose'];
}

function DevicePickerBody({
  titleId,
  title,
  devices,
  updateLabel,
  emptyText,
  onUpdate,
  onClose,
}: DevicePickerBodyProps) {
  const t = useText(WIDGET_TEXT);
  const [checked, setChecked] = useState(
    () => new Set(devices.filter((device) => device.selected).map((device) => device.id)),
  );

  const handleCheck = (id: string, next: boolean) =>
    setChecked((current) => {
      const updated = new Set(current);
      if (next) updated.add(id);
      else updated.delete(id);
      return updated;
    });

  const handleUpdate = () =>
    onUpdate(devices.filter((device) => checked.has(device.id)).map((device) => device.id));

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        {devices.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        ) : (
          <FormGroup aria-labelledby={titleId}>
            {devices.map((device) => (
              <FormControlLabel
                key={device.id}
                label={device.name}
                control={
                  <Checkbox
                    checked={checked.has(device.id)}
                    onChange={(_event, next) => handleCheck(device.id, next)}
                  />
                }
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t.cancel}
        </Button>
        <Button onClick={handleUpdate} variant="contained" disabled={devices.length === 0}>
          {updateLabel}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The 'Paired IOT Devices' modal of Access Controls: a checklist of devices by name with an Update button.
 * The choice is local until Update; Cancel and close discard it.
 */
export function DevicePickerDialog(inProps: DevicePickerDialogProps) {
  const props = useDriskProps(inProps, 'DriskDevicePickerDialog', devicePickerDialogClasses.root);
  const {
    open,
    title: titleProp,
    devices,
    onUpdate,
    onClose,
    updateLabel: updateLabelProp,
    emptyText: emptyTextProp,
    ref,
    className,
    sx,
  } = props;
  const titleId = useId();
  const t = useText(WIDGET_TEXT);
  const ui = useText(UI_TEXT);
  const title = titleProp ?? t.pairedDevices;
  const updateLabel = updateLabelProp ?? t.update;
  const emptyText = emptyTextProp ?? ui.noDataAvailable;
  // Each opening gets a fresh body (keyed), so it starts from the given `selected` flags again;
  // the body stays mounted while the dialog fades out.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      scroll="paper"
      ref={ref}
      className={className}
      sx={sx}
    >
      <DevicePickerBody
        key={opening}
        titleId={titleId}
        title={title}
        devices={devices}
        updateLabel={updateLabel}
        emptyText={emptyText}
        onUpdate={onUpdate}
        onClose={onClose}
      />
    </Dialog>
  );
}
