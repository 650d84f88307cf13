import { useCallback, useMemo, useRef, useState } from 'react';
import type { DeviceSettings, SettingToggleField } from '@drisk/contract';
import { SERVER } from '@drisk/contract/client';
import { isApiError, type ApiError } from '@drisk/data-provider';
import { useToast } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { isToggleField, withToggle } from './settingRules';

/** A setting the page changes through settings/updateSettings with its setting_id. */
export type ChangeableSetting = SettingToggleField | 'wifi_profile';
type SettingValue = DeviceSettings[ChangeableSetting];

export interface DeviceSettingsState {
  /** The device's settings as last confirmed, with changes in flight shown as asked; null until loaded. */
  settings: DeviceSettings | null;
  /** True once the first answer came and it held no settings. */
  missing: boolean;
  loading: boolean;
  error: ApiError | null;
  reload: () => Promise<void>;
  /** The setting whose change is being sent. */
  busyField: ChangeableSetting | null;
  /**
   * Sends one change. The switch moves at once; the reply's settings replace the page's (with the exclusion
   * rules applied), or the old value comes back on a refusal. Resolves true when the server accepted it.
   */
  change: (type: ChangeableSetting, value: SettingValue) => Promise<boolean>;
  /** The slider's debounced choice (spec 2 §7: type wifi_attenuation with the real device_id). */
  commitSignal: (value: number) => Promise<void>;
  /** Changes whenever a refused slider choice must snap back to the saved value (a key for the slider). */
  sliderGeneration: number;
  /** Records a new SSID after settings/updateSSID accepted it. */
  setSsid: (ssid: string) => void;
}

/** Loads settings/getSettings of a device and sends its changes (spec 2 §4, §7, §8). */
export function useDeviceSettings(deviceId: string | null): DeviceSettingsState {
  const input = useMemo(() => ({ body: { device_id: deviceId ?? '' } }), [deviceId]);
  const query = useApiQuery('getSettings', input, { enabled: Boolean(deviceId) });
  const { mutate: updateSettings } = useApiMutation('updateSettings');
  const { showToast } = useToast();
  const showError = useApiErrorToast();

  const [settings, setSettings] = useState<DeviceSettings | null>(null);
  const [loadedFrom, setLoadedFrom] = useState(query.data);
  if (query.data !== loadedFrom) {
    setLoadedFrom(query.data);
    setSettings(query.data?.[0] ?? null);
  }
  const [busyField, setBusyField] = useState<ChangeableSetting | null>(null);
  const [sliderGeneration, setSliderGeneration] = useState(0);
  // Changes sent but not answered yet, so an earlier reply does not flip their switches back meanwhile.
  const inFlight = useRef(new Map<ChangeableSetting, SettingValue>());

  const withInFlight = useCallback((next: DeviceSettings): DeviceSettings => {
    let shown = next;
    for (const [field, value] of inFlight.current) shown = { ...shown, [field]: value };
    return shown;
  }, []);

  const change = useCallback(
    async (type: ChangeableSetting, value: SettingValue): Promise<boolean> => {
      if (!settings || !deviceId) return false;
      const previous = settings[type];
      inFlight.current.set(type, value);
      setSettings((current) => current && { ...current, [type]: value });
      setBusyField(type);
      try {
        const reply = await updateSettings({
          body: { setting_id: settings.setting_id, device_id: deviceId, type, [type]: value },
        });
        inFlight.current.delete(type);
        const saved = reply.result[0];
        setSettings((current) => {
          if (!current) return current;
          const next = saved ? { ...saved } : { ...current, [type]: value };
          return withInFlight(isToggleField(type) ? withToggle(next, type, value as 0 | 1) : next);
        });
        showToast(reply.message, 'success');
        // Remote management off: the spec also shows the message as an info notice.
        if (saved?.remote_mgt === 0) showToast(reply.message, 'info');
        return true;
      } catch (cause) {
        inFlight.current.delete(type);
        setSettings((current) => current && { ...current, [type]: previous });
        showError(cause);
        return false;
      } finally {
        setBusyField((current) => (current === type ? null : current));
      }
    },
    [settings, deviceId, updateSettings, showToast, showError, withInFlight],
  );

  const commitSignal = useCallback(
    async (value: number) => {
      if (!deviceId) return;
      try {
        // The real device_id: one variant of the original sent the slider value here (ARCHITECTURE.md).
        const reply = await updateSettings({
          body: { type: 'wifi_attenuation', device_id: deviceId, wifi_attenuation: value },
        });
        const saved = reply.result[0];
        setSettings(
          (current) =>
            current && withInFlight(saved ? { ...saved } : { ...current, wifi_attenuation: value }),
        );
        showToast(SERVER.settingsUpdated, 'success');
      } catch (cause) {
        setSliderGeneration((generation) => generation + 1);
        // Every 401 is the ApiProvider's (Session Expired dialog or its notice).
        if (isApiError(cause) && cause.statusCode === 401) return;
        showToast(SERVER.settingsUpdateFailed, 'error');
      }
    },
    [deviceId, updateSettings, showToast, withInFlight],
  );

  const setSsid = useCallback(
    (ssid: string) => setSettings((current) => current && { ...current, wifi_name_ssid: ssid }),
    [],
  );

  return {
    settings,
    missing: query.data !== undefined && query.data.length === 0,
    loading: query.loading,
    error: query.error,
    reload: query.reload,
    busyField,
    change,
    commitSignal,
    sliderGeneration,
    setSsid,
  };
}
