import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { NAME_MAX_LENGTH, VALIDATION } from '@drisk/contract/client';
import { useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../alerts/useApiErrorToast';
import type { IotEndpoint } from './iotDetailsState';

export interface RenameDeviceDialogProps {
  open: boolean;
  deviceId: string;
  endpoint: IotEndpoint;
  /** Called with the name the server stored (result[0].name) after a successful rename. */
  onRenamed: (name: string) => void;
  onClose: () => void;
}

/** 'Rename Device' (spec 2): a Device Name field and Update; an empty name says 'Please enter device name'. */
export function RenameDeviceDialog(props: RenameDeviceDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {/* Inside the Dialog, which unmounts it when closed: each opening starts from the current name. */}
      <RenameForm {...props} titleId={titleId} />
    </Dialog>
  );
}

function RenameForm({
  deviceId,
  endpoint,
  onRenamed,
  onClose,
  titleId,
}: RenameDeviceDialogProps & { titleId: string }) {
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { mutate: rename, loading } = useApiMutation('iotRename');
  const [name, setName] = useState(endpoint.name);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(VALIDATION.deviceNameRequired);
      return;
    }
    try {
      const reply = await rename({
        body: { device_id: deviceId, name: trimmed, mac_address: endpoint.mac_address },
      });
      onRenamed(reply.result[0]?.name ?? trimmed);
      showToast(reply.message, 'success');
      onClose();
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <DialogTitle id={titleId}>Rename Device</DialogTitle>
      <DialogContent>
        <TextField
          label="Device Name"
          fullWidth
          autoFocus
          margin="dense"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={loading} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={loading}>
          Update
        </Button>
      </DialogActions>
    </form>
  );
}
