import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import WifiIcon from '@mui/icons-material/Wifi';
import type { WifiNetwork } from '@drisk/contract';
import { SETTINGS_TEXT, UI_TEXT } from '@drisk/contract/client';
import { ConfirmDialog, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { ConnectNetworkDialog } from './ConnectNetworkDialog';
import { useAvailableNetworks } from './useAvailableNetworks';

/** connected_status of a network the device is not connected to (spec 2 §3). */
const NOT_CONNECTED = '0';
const isConnected = (network: WifiNetwork) => network.connected_status !== NOT_CONNECTED;

/** A network row's button: 'Connected' (filled, green) for the joined network, 'Connect' for the others. */
function NetworkButton(props: {
  network: WifiNetwork;
  connected: boolean;
  disabled: boolean;
  onClick: (network: WifiNetwork) => void;
}) {
  const { network, connected, disabled, onClick } = props;
  const text = useText(SETTINGS_TEXT);
  return (
    <Button
      variant={connected ? 'contained' : 'outlined'}
      color={connected ? 'success' : 'primary'}
      size="small"
      disabled={disabled}
      aria-label={connected ? text.connectedTo(network.ssid) : text.connectTo(network.ssid)}
      onClick={() => onClick(network)}
    >
      {connected ? text.connected : text.connect}
    </Button>
  );
}

/** The joined network first, then by name: a gateway reports them in any order, and rows must not jump at each scan. */
const inShownOrder = (networks: readonly WifiNetwork[]) =>
  [...networks].sort(
    (a, b) => Number(isConnected(b)) - Number(isConnected(a)) || a.ssid.localeCompare(b.ssid),
  );

export interface AvailableNetworksCardProps {
  deviceId: string;
  /** Shows the list without Connect and disconnect (a Guest). */
  readOnly?: boolean;
}

/**
 * Available Wi-Fi networks, shown while Wi-Fi Mode is on (spec 2, Settings): each network with Connect,
 * or Connected, which offers to disconnect. Connecting while joined to another network asks first.
 */
export function AvailableNetworksCard({ deviceId, readOnly = false }: AvailableNetworksCardProps) {
  const {
    networks,
    message: sentMessage,
    error: sentError,
    scanning,
    rescan,
  } = useAvailableNetworks(deviceId);
  const ui = useText(UI_TEXT);
  const text = useText(SETTINGS_TEXT);
  // The server's message and refusal, in the active language when they are known words.
  const serverText = useServerText();
  const message = serverText(sentMessage);
  const error = sentError === null ? null : serverText(sentError);
  const [switching, setSwitching] = useState<WifiNetwork | null>(null);
  const [connecting, setConnecting] = useState<WifiNetwork | null>(null);
  const [disconnecting, setDisconnecting] = useState<WifiNetwork | null>(null);
  const { mutate: disconnect, loading: disconnectLoading } = useApiMutation('disconnectFromClient');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const titleId = useId();

  const connected = networks?.find(isConnected) ?? null;

  const handleConnect = (network: WifiNetwork) => {
    if (connected && connected.bssid !== network.bssid) setSwitching(network);
    else setConnecting(network);
  };

  const handleDisconnect = async () => {
    try {
      const reply = await disconnect({ params: { id: deviceId } });
      showToast(reply.message, 'success');
      void rescan();
    } catch (cause) {
      showError(cause);
    } finally {
      setDisconnecting(null);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={scanning}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {ui.availableNetworksTitle}
          </Typography>
          <Tooltip title={text.scanAgain}>
            <span>
              <IconButton aria-label={text.scanAgain} onClick={() => void rescan()} disabled={scanning}>
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        {scanning && networks !== null && <LinearProgress aria-label={ui.scanningNetworks} />}
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {networks === null ? (
          scanning && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{ui.scanningNetworks}</Typography>
            </Box>
          )
        ) : networks.length === 0 ? (
          <Typography variant="body2" sx={{ py: 2, color: 'text.secondary' }}>
            {message || ui.noNetworkAvailable}
          </Typography>
        ) : (
          <>
            {/* Spec 2: the scanning text, replaced by the server's message when one arrives. The live region
              stays mounted so screen readers announce each change of its text. */}
            <Typography
              variant="body2"
              role="status"
              sx={{ color: 'text.secondary', mb: scanning || message ? 1 : 0 }}
            >
              {scanning ? ui.scanningNetworks : message}
            </Typography>
            <List aria-label={text.networksList} disablePadding>
              {inShownOrder(networks).map((network) => (
                <ListItem
                  key={network.bssid || network.ssid}
                  divider
                  disableGutters
                  secondaryAction={
                    // Connected opens the disconnect confirmation; Connect joins (asking first when joined elsewhere).
                    <NetworkButton
                      network={network}
                      connected={isConnected(network)}
                      disabled={readOnly}
                      onClick={isConnected(network) ? setDisconnecting : handleConnect}
                    />
                  }
                  sx={{ pr: 14 }}
                >
                  <WifiIcon aria-hidden sx={{ mr: 1.5, color: 'text.secondary' }} />
                  <ListItemText primary={network.ssid} sx={{ overflowWrap: 'anywhere' }} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>

      <ConfirmDialog
        open={switching !== null}
        title={ui.switchNetworksTitle}
        text={ui.switchNetworksText}
        confirmLabel={text.switchNetwork}
        onConfirm={() => {
          setConnecting(switching);
          setSwitching(null);
        }}
        onCancel={() => setSwitching(null)}
      />
      <ConfirmDialog
        open={disconnecting !== null}
        title={ui.disconnectNetworkTitle}
        text={ui.disconnectNetworkText}
        confirmLabel={text.disconnect}
        destructive
        loading={disconnectLoading}
        onConfirm={() => void handleDisconnect()}
        onCancel={() => setDisconnecting(null)}
      />
      {connecting && (
        <ConnectNetworkDialog
          deviceId={deviceId}
          network={connecting}
          onClose={() => setConnecting(null)}
          onConnected={() => void rescan()}
        />
      )}
    </Card>
  );
}
