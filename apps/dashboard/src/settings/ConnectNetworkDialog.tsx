import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import type { WifiNetwork } from '@drisk/contract';
import { SETTINGS_TEXT, UI_TEXT, WIFI_PASSWORD_MAX_LENGTH } from '@drisk/contract/client';
import { FormDialog, PasswordField, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useCharacterLimit } from '../shared/useCharacterLimit';
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
  const ui = useText(UI_TEXT);
  const text = useText(SETTINGS_TEXT);
  const [password, setPassword] = useState('');
  const { mutate: connect, loading } = useApiMutation('connectWiFiClient');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const [failure, setFailure] = useState<string | null>(null);
  const characterLimit = useCharacterLimit();
  const limit = characterLimit(password, WIFI_PASSWORD_MAX_LENGTH);

  const handleSubmit = async () => {
    setFailure(null);
    if (limit.over) return;
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
    <FormDialog
      open
      title={ui.connectNetworkTitle}
      submitLabel={text.connect}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      loading={loading}
    >
      <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{network.ssid}</DialogContentText>
      <PasswordField
        label={text.password}
        autoFocus
        fullWidth
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={limit.over}
        helperText={limit.helperText}
      />
      <DialogFailureAnnouncer message={failure} />
    </FormDialog>
  );
}
