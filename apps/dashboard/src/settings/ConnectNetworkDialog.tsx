import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { WifiNetwork } from '@drisk/contract';
import { UI_TEXT, WIFI_PASSWORD_MAX_LENGTH } from '@drisk/contract/client';
import { PasswordField, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../alerts/useApiErrorToast';
import { DialogFailureAnnouncer, failureMessageOf } from './DialogFailureAnnouncer';

export interface ConnectNetworkDialogProps {
  deviceId: string;
  network: WifiNetwork;
  onClose: () => void;
  /** Called after the server reported the device connected, so the list can be scanned again. */
  onConnected: () => void;
}

/** CONNECT TO NETWORK: the password of a nearby network, sent with settings/connectWiFiClient (spec 2 §7). */
export function ConnectNetworkDialog({ deviceId, network, onClose, onConnected }: ConnectNetworkDialogProps) {
  const [password, setPassword] = useState('');
  const { mutate: connect, loading } = useApiMutation('connectWiFiClient');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const reply = await connect({
        body: { ssid: network.ssid, password, device_id: deviceId, bssid: network.bssid },
      });
      showToast(reply.message, 'success');
      onConnected();
      onClose();
    } catch (cause) {
      showError(cause);
      setFailure(failureMessageOf(cause));
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>{UI_TEXT.connectNetworkTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{network.ssid}</DialogContentText>
          <PasswordField
            label="Password"
            autoFocus
            fullWidth
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{ htmlInput: { maxLength: WIFI_PASSWORD_MAX_LENGTH } }}
          />
          <DialogFailureAnnouncer message={failure} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={loading} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            Connect
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
