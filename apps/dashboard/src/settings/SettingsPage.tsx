import { useState } from 'react';
import { Alert, Box, Divider } from '@mui/material';
import type { DeviceSettings, SettingToggleField } from '@drisk/contract';
import { SETTINGS_TEXT, UI_TEXT, can } from '@drisk/contract/client';
import {
  ConfirmDialog,
  DelayedSpinner,
  EmptyState,
  LoadError,
  SignalStrengthSlider,
  ToggleCard,
  useText,
  type ToggleCardItem,
} from '@drisk/ui';
import { useSession } from '../session/SessionProvider';
import { AvailableNetworksCard } from './AvailableNetworksCard';
import { ChangeWifiPasswordCard } from './ChangeWifiPasswordCard';
import { SsidDialog } from './SsidDialog';
import { SsidRow } from './SsidRow';
import { WifiPasswordDialog } from './WifiPasswordDialog';
import { WifiProfileField } from './WifiProfileField';
import { CONFIRM_BEFORE_ON, SETTINGS_CARDS, canChangeToggle } from './settingRules';
import { useDeviceSettings } from './useDeviceSettings';
import { ScreenHeader } from '../shared/ScreenHeader';

/** Title and text of the confirmation asked before switching a toggle on (spec 2 §4). */
const confirmations = (
  ui: typeof UI_TEXT,
): Partial<Record<SettingToggleField, { title: string; text: string }>> => ({
  ethernet_host: { title: ui.tetheringConfirmTitle, text: ui.tetheringConfirmText },
  wifi_mode: { title: ui.wifiModeConfirmTitle, text: ui.wifiModeConfirmText },
});

const toggleItems = (
  fields: readonly SettingToggleField[],
  settings: DeviceSettings,
  roleId: number | null,
  labels: (typeof SETTINGS_TEXT)['toggles'],
): ToggleCardItem[] =>
  fields.map((field) => ({
    field,
    label: labels[field],
    checked: settings[field] === 1,
    disabled: !canChangeToggle(roleId, field),
  }));

/**
 * Settings (/dashboard/settings): the connected device's Network, Device and Security toggles, Wi-Fi profile,
 * SSID, signal strength, Wi-Fi password and, while Wi-Fi Mode is on, the nearby networks (spec 2).
 */
export function SettingsPage() {
  const { connectedDevice, roleId } = useSession();
  const ui = useText(UI_TEXT);
  const text = useText(SETTINGS_TEXT);
  const deviceId = connectedDevice?.device_id ?? null;
  const {
    settings,
    missing,
    loading,
    error,
    reload,
    busyField,
    change,
    commitSignal,
    sliderGeneration,
    setSsid,
  } = useDeviceSettings(deviceId);
  // The network card's writes (SSID, Wi-Fi password, joining a network) are the managers'.
  const guest = !can(roleId, 'updateSSID');
  // The toggle awaiting confirmation; it stays set while the dialog fades out, so its text does not flicker.
  const [confirming, setConfirming] = useState<SettingToggleField | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [dialog, setDialog] = useState<'ssid' | 'password' | null>(null);
  const confirmation = confirming ? confirmations(ui)[confirming] : undefined;

  const handleToggle = (field: string, next: boolean) => {
    const toggle = field as SettingToggleField;
    if (next && CONFIRM_BEFORE_ON.has(toggle)) {
      setConfirming(toggle);
      setConfirmOpen(true);
    } else void change(toggle, next ? 1 : 0);
  };

  const handleConfirm = () => {
    setConfirmOpen(false);
    if (confirming) void change(confirming, 1);
  };

  return (
    <Box component="section">
      <ScreenHeader />
      {!connectedDevice || !deviceId ? (
        <EmptyState title={ui.noDeviceConnected} />
      ) : (
        <>
          {error && <LoadError message={error.message} onRetry={() => void reload()} />}
          {loading && !settings && <DelayedSpinner label={text.loading} />}
          {missing && <EmptyState title={ui.noDataAvailable} />}
          {settings && (
            <>
              {guest && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {ui.settingsGuestNotice}
                </Alert>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                  gap: 2,
                  alignItems: 'start',
                }}
              >
                {SETTINGS_CARDS.map((card) => (
                  <ToggleCard
                    key={card.title}
                    title={text.cards[card.title]}
                    items={toggleItems(card.fields, settings, roleId, text.toggles)}
                    busyField={busyField}
                    onToggle={handleToggle}
                    sx={card.title === 'Network' ? { gridRow: { lg: 'span 2' } } : undefined}
                  >
                    {card.title === 'Network' && (
                      <>
                        <Divider sx={{ my: 1 }} />
                        <WifiProfileField
                          value={settings.wifi_profile}
                          readOnly={guest}
                          busy={busyField === 'wifi_profile'}
                          onChange={(value) => void change('wifi_profile', value)}
                        />
                        <SsidRow
                          ssid={settings.wifi_name_ssid}
                          onEdit={guest ? undefined : () => setDialog('ssid')}
                        />
                        <SignalStrengthSlider
                          key={sliderGeneration}
                          value={settings.wifi_attenuation}
                          onCommit={(value) => void commitSignal(value)}
                          disabled={guest || settings.ghost_mode === 1}
                          disabledText={settings.ghost_mode === 1 ? ui.ghostModeLocked : undefined}
                          sx={{ mt: 2 }}
                        />
                      </>
                    )}
                  </ToggleCard>
                ))}
                {!guest && <ChangeWifiPasswordCard onChange={() => setDialog('password')} />}
                {settings.wifi_mode === 1 && busyField !== 'wifi_mode' && (
                  <AvailableNetworksCard deviceId={deviceId} readOnly={guest} />
                )}
              </Box>
            </>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirmOpen}
        title={confirmation?.title ?? ''}
        text={confirmation?.text}
        confirmLabel={text.confirm}
        onConfirm={handleConfirm}
        onCancel={() => setConfirmOpen(false)}
      />
      {dialog === 'ssid' && deviceId && settings && (
        <SsidDialog
          deviceId={deviceId}
          ssid={settings.wifi_name_ssid}
          onClose={() => setDialog(null)}
          onSaved={setSsid}
        />
      )}
      {dialog === 'password' && deviceId && (
        <WifiPasswordDialog deviceId={deviceId} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}
