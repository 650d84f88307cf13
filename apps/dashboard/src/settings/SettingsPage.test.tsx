import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import {
  SERVER,
  SETTING_TOGGLES,
  SSID_MAX_LENGTH,
  UI_TEXT,
  VALIDATION,
  tooLongText,
  type DeviceSettings,
  type DriskDevice,
} from '@drisk/contract';
import { renderScreen } from '../test/render';
import type { FakeRoutes, RecordedCall } from '../test/fakeServer';
import { ALPHA } from '../test/demoData';
import { fill } from '../test/fill';
import { SettingsPage } from './SettingsPage';
import { ALPHA_SETTINGS, NETWORKS_PATH, settingsWith } from '../test/demoSettings';

// Dialog transitions and toasts can outlast findBy's default second on a busy machine (2 cores, parallel files).
configure({ asyncUtilTimeout: 5000 });

const GUEST_ON_ALPHA = { ...ALPHA, role_id: 2 };

/** A fake updateSettings that applies the one field it is sent, as a naive server would. */
const applyChange =
  (base: DeviceSettings, message = 'Setting updated') =>
  (call: RecordedCall) => {
    const body = call.body as Record<string, unknown>;
    return { message, result: [{ ...base, [body.type as string]: body[body.type as string] }] };
  };

const openSettings = (routes: FakeRoutes = {}, connectedDevice: DriskDevice | null = ALPHA) =>
  renderScreen(<SettingsPage />, {
    path: '/dashboard/settings',
    session: { connectedDevice },
    routes: { getSettings: { result: [ALPHA_SETTINGS] }, ...routes },
  });

const toggle = (name: string) => screen.getByRole('switch', { name });
const slider = () => screen.getByRole('slider', { name: 'Wi-Fi signal strength' });
const loaded = () => screen.findByRole('switch', { name: 'Mobile Data' });

afterEach(() => vi.useRealTimers());

describe('SettingsPage', () => {
  it("asks for the connected device's settings and shows every card and toggle", async () => {
    const { server } = openSettings();
    await loaded();
    expect(server.callsOf('getSettings').map((call) => call.body)).toEqual([{ device_id: ALPHA.device_id }]);
    expect(screen.getByText('dRisk-Alpha (Active)')).toBeInTheDocument();
    for (const card of ['Network', 'Device', 'Security', 'Change Wi-Fi Password']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    for (const { field, label } of SETTING_TOGGLES) {
      const shown = toggle(label);
      expect(shown).toBeEnabled();
      if (ALPHA_SETTINGS[field] === 1) expect(shown).toBeChecked();
      else expect(shown).not.toBeChecked();
    }
    expect(screen.getByRole('combobox', { name: 'Wi-Fi Profile' })).toHaveTextContent('2.4 GHz');
    expect(screen.getByText('Alpha-Home')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuetext', '1dB');
    // Wi-Fi Mode is off: no network list.
    expect(screen.queryByRole('region', { name: UI_TEXT.availableNetworksTitle })).not.toBeInTheDocument();
  });

  it('says No device connected and asks nothing without a connected device', async () => {
    const { server } = openSettings({}, null);
    expect((await screen.findAllByText(UI_TEXT.noDeviceConnected)).length).toBeGreaterThan(0);
    expect(server.callsOf('getSettings')).toHaveLength(0);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('sends setting_id, device_id, type and the field as 0/1, toasts the message and keeps the reply', async () => {
    const { server, user } = openSettings({
      updateSettings: { message: 'Mobile Data turned on', result: [settingsWith({ mobile_data: 1 })] },
    });
    await loaded();
    await user.click(toggle('Mobile Data'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile Data turned on');
    expect(server.callsOf('updateSettings').map((call) => call.body)).toEqual([
      { setting_id: 7, device_id: ALPHA.device_id, type: 'mobile_data', mobile_data: 1 },
    ]);
    expect(toggle('Mobile Data')).toBeChecked();

    await user.click(toggle('Wi-Fi Services'));
    await waitFor(() => expect(server.callsOf('updateSettings')).toHaveLength(2));
    expect(server.callsOf('updateSettings')[1].body).toEqual({
      setting_id: 7,
      device_id: ALPHA.device_id,
      type: 'wifi_service',
      wifi_service: 0,
    });
  });

  it('puts a refused toggle back and shows the server message as an error', async () => {
    const { user } = openSettings({
      updateSettings: { statusCode: 504, message: SERVER.gatewayTimeout },
    });
    await loaded();
    await user.click(toggle('Auto Block'));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(SERVER.gatewayTimeout);
    expect(toast).toHaveClass('MuiAlert-colorError');
    await waitFor(() => expect(toggle('Auto Block')).not.toBeChecked());
    expect(toggle('Auto Block')).toBeEnabled();
  });

  it('also shows the message as an info notice when the reply has remote management off', async () => {
    const { user } = openSettings({
      updateSettings: {
        message: 'Remote Management turned off',
        result: [settingsWith({ remote_mgt: 0 })],
      },
    });
    await loaded();
    await user.click(toggle('Remote Management'));

    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('Remote Management turned off');
    expect(first).toHaveClass('MuiAlert-colorSuccess');
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorInfo'));
    expect(screen.getByRole('alert')).toHaveTextContent('Remote Management turned off');
  });

  describe('confirmation before switching on', () => {
    it('Network Tethering: Cancel sends nothing and leaves it off; Confirm sends 1', async () => {
      const { server, user } = openSettings({
        updateSettings: {
          message: 'Network Tethering turned on',
          result: [settingsWith({ ethernet_host: 1 })],
        },
      });
      await loaded();

      await user.click(toggle('Network Tethering'));
      let dialog = screen.getByRole('dialog', { name: UI_TEXT.tetheringConfirmTitle });
      expect(dialog).toHaveTextContent(UI_TEXT.tetheringConfirmText);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      // The switch is reachable again once the dialog has gone (the modal hides the page meanwhile).
      await waitFor(() => expect(toggle('Network Tethering')).not.toBeChecked());
      expect(server.callsOf('updateSettings')).toHaveLength(0);

      await user.click(toggle('Network Tethering'));
      dialog = await screen.findByRole('dialog', { name: UI_TEXT.tetheringConfirmTitle });
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Network Tethering turned on')).toBeInTheDocument();
      expect(server.callsOf('updateSettings').map((call) => call.body)).toEqual([
        { setting_id: 7, device_id: ALPHA.device_id, type: 'ethernet_host', ethernet_host: 1 },
      ]);
      // The switch is hidden from queries until the closing dialog has left.
      await waitFor(() => expect(toggle('Network Tethering')).toBeChecked());
    });

    it('switching off needs no confirmation', async () => {
      const { server, user } = openSettings({
        getSettings: { result: [settingsWith({ ethernet_host: 1 })] },
        updateSettings: applyChange(settingsWith({ ethernet_host: 1 })),
      });
      await loaded();
      await user.click(toggle('Network Tethering'));
      await waitFor(() => expect(server.callsOf('updateSettings')).toHaveLength(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.callsOf('updateSettings')[0].body).toMatchObject({ ethernet_host: 0 });
    });

    it('Wi-Fi Mode: Confirm turns tethering off and scans for networks', async () => {
      const tethering = settingsWith({ ethernet_host: 1 });
      const { server, user } = openSettings({
        getSettings: { result: [tethering] },
        // A naive reply that leaves tethering on: the page applies the exclusion itself.
        updateSettings: applyChange(tethering, 'Wi-Fi Mode turned on'),
      });
      server.on('getAvailableWiFiNetworks', {
        statusCode: 200,
        message: 'Networks found',
        result: [{ ssid: 'Library-Guest', bssid: 'aa:bb:cc:00:00:02', connected_status: '0' }],
      });
      await loaded();

      await user.click(toggle('Wi-Fi Mode'));
      const dialog = screen.getByRole('dialog', { name: UI_TEXT.wifiModeConfirmTitle });
      expect(dialog).toHaveTextContent(UI_TEXT.wifiModeConfirmText);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      const networks = await screen.findByRole('region', { name: UI_TEXT.availableNetworksTitle });
      expect(await within(networks).findByText('Library-Guest')).toBeInTheDocument();
      expect(server.callsOf('updateSettings')[0].body).toMatchObject({ type: 'wifi_mode', wifi_mode: 1 });
      expect(toggle('Wi-Fi Mode')).toBeChecked();
      expect(toggle('Network Tethering')).not.toBeChecked();
      expect(server.callsOf('getAvailableWiFiNetworks').map((call) => call.path)).toEqual([NETWORKS_PATH]);
    });
  });

  it('protect and monitoring modes exclude each other once the reply is in', async () => {
    let answer: (reply: { message: string; result: DeviceSettings[] }) => void = () => undefined;
    const { server, user } = openSettings({
      updateSettings: () => new Promise((resolve) => (answer = resolve)),
    });
    await loaded();
    expect(toggle('Protect Mode')).toBeChecked();

    await user.click(toggle('Monitoring Mode'));
    await waitFor(() => expect(server.callsOf('updateSettings')).toHaveLength(1));
    expect(server.callsOf('updateSettings')[0].body).toMatchObject({
      type: 'monitoring_mode',
      monitoring_mode: 1,
    });
    expect(toggle('Protect Mode')).toBeChecked();

    // The reply repeats protect_mode 1; the page still shows the rule.
    await act(async () =>
      answer({ message: 'Monitoring Mode turned on', result: [settingsWith({ monitoring_mode: 1 })] }),
    );
    await waitFor(() => expect(toggle('Protect Mode')).not.toBeChecked());
    expect(toggle('Monitoring Mode')).toBeChecked();
  });

  describe('signal strength slider', () => {
    it('is disabled with the text while ghost mode is on, and after switching ghost mode on', async () => {
      const { user } = openSettings({
        updateSettings: { message: 'Ghost Mode turned on', result: [settingsWith({ ghost_mode: 1 })] },
      });
      await loaded();
      expect(slider()).toBeEnabled();
      expect(screen.queryByText(UI_TEXT.ghostModeLocked)).not.toBeInTheDocument();

      await user.click(toggle('Ghost Mode'));
      await waitFor(() => expect(slider()).toBeDisabled());
      expect(screen.getByText(UI_TEXT.ghostModeLocked)).toBeInTheDocument();
      expect(slider()).toHaveAccessibleDescription(UI_TEXT.ghostModeLocked);
    });

    it('sends the real device_id and the last value once, 2 s after the last change', async () => {
      const { server } = openSettings({
        updateSettings: {
          message: 'Signal strength set to 8dB',
          result: [settingsWith({ wifi_attenuation: 6 })],
        },
      });
      await loaded();
      vi.useFakeTimers();
      fireEvent.change(slider(), { target: { value: '5' } });
      act(() => vi.advanceTimersByTime(1500));
      fireEvent.change(slider(), { target: { value: '6' } });
      act(() => vi.advanceTimersByTime(1999));
      expect(server.callsOf('updateSettings')).toHaveLength(0);
      act(() => vi.advanceTimersByTime(1));
      vi.useRealTimers();

      expect(await screen.findByText(SERVER.settingsUpdated)).toBeInTheDocument();
      expect(server.callsOf('updateSettings').map((call) => call.body)).toEqual([
        { type: 'wifi_attenuation', device_id: ALPHA.device_id, wifi_attenuation: 6 },
      ]);
      expect(slider()).toHaveAttribute('aria-valuetext', '8dB');
    });

    it("says 'Error while updating!' and returns to the saved value when refused", async () => {
      const { server } = openSettings({
        updateSettings: { statusCode: 400, message: 'Turn off ghost mode to modify' },
      });
      await loaded();
      vi.useFakeTimers();
      fireEvent.change(slider(), { target: { value: '8' } });
      act(() => vi.advanceTimersByTime(2000));
      vi.useRealTimers();

      expect(await screen.findByText(SERVER.settingsUpdateFailed)).toBeInTheDocument();
      expect(server.callsOf('updateSettings')).toHaveLength(1);
      await waitFor(() => expect(slider()).toHaveAttribute('aria-valuetext', '1dB'));
    });
  });

  it('sends the Wi-Fi profile as its wire value', async () => {
    const { server, user } = openSettings({
      updateSettings: {
        message: 'Wi-Fi profile set to 5 GHz',
        result: [settingsWith({ wifi_profile: '5 GH' })],
      },
    });
    await loaded();
    await user.click(screen.getByRole('combobox', { name: 'Wi-Fi Profile' }));
    await user.click(screen.getByRole('option', { name: '5 GHz' }));
    expect(await screen.findByText('Wi-Fi profile set to 5 GHz')).toBeInTheDocument();
    expect(server.callsOf('updateSettings').map((call) => call.body)).toEqual([
      { setting_id: 7, device_id: ALPHA.device_id, type: 'wifi_profile', wifi_profile: '5 GH' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Wi-Fi Profile' })).toHaveTextContent('5 GHz');
  });

  it('a Guest may change only Notifications and sees no SSID edit, profile choice or password card', async () => {
    openSettings({}, GUEST_ON_ALPHA);
    await loaded();
    for (const { label } of SETTING_TOGGLES) {
      if (label === 'Notifications') expect(toggle(label)).toBeEnabled();
      else expect(toggle(label)).toBeDisabled();
    }
    expect(screen.getByText(UI_TEXT.settingsGuestNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit SSID' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change Wi-Fi Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Wi-Fi Profile' })).not.toBeInTheDocument();
    expect(screen.getByText('2.4 GHz')).toBeInTheDocument();
    expect(slider()).toBeDisabled();
  });

  describe('SSID dialog', () => {
    it("says 'Please enter the SSID' for an empty SSID and sends nothing", async () => {
      const { server, user } = openSettings();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Edit SSID' }));
      const dialog = screen.getByRole('dialog', { name: 'SSID' });
      const field = within(dialog).getByRole('textbox', { name: 'SSID' });
      expect(field).toHaveValue('Alpha-Home');
      await user.clear(field);
      await user.type(field, '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText(VALIDATION.ssidRequired)).toBeInTheDocument();
      expect(server.callsOf('updateSSID')).toHaveLength(0);
    });

    // Issue 7: the field kept the first 32 of 40 typed characters without a word and saved the cut name.
    it('shows the limit as the name is typed; a longer name is kept as typed and refused, never cut', async () => {
      const { server, user } = openSettings();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Edit SSID' }));
      const dialog = screen.getByRole('dialog', { name: 'SSID' });
      const field = within(dialog).getByRole('textbox', { name: 'SSID' });
      expect(field).toHaveAccessibleDescription(`10 / ${SSID_MAX_LENGTH}`);
      expect(field).toBeValid();

      const long = 'Second-Floor-East-Wing-Guest-Net-2026-x';
      await fill(user, field, `${long}!`);
      expect(field).toHaveValue(`${long}!`);
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(
        `${tooLongText(SSID_MAX_LENGTH)} (${long.length + 1} / ${SSID_MAX_LENGTH})`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(server.callsOf('updateSSID')).toHaveLength(0);
      expect(field).toHaveValue(`${long}!`);

      await fill(user, field, long.slice(0, SSID_MAX_LENGTH));
      expect(field).toBeValid();
      expect(field).toHaveAccessibleDescription(`${SSID_MAX_LENGTH} / ${SSID_MAX_LENGTH}`);
    });

    it('sends device_id, type wifi_name_ssid and the value, toasts the message and shows the new SSID', async () => {
      const { server, user } = openSettings({
        updateSSID: { message: 'Wi-Fi name changed to Alpha-Office' },
      });
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Edit SSID' }));
      const dialog = screen.getByRole('dialog', { name: 'SSID' });
      const field = within(dialog).getByRole('textbox', { name: 'SSID' });
      await fill(user, field, 'Alpha-Office');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Wi-Fi name changed to Alpha-Office');
      expect(server.callsOf('updateSSID').map((call) => call.body)).toEqual([
        { device_id: ALPHA.device_id, type: 'wifi_name_ssid', value: 'Alpha-Office' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Alpha-Office')).toBeInTheDocument();
    });
  });

  describe('Change Wi-Fi Password dialog', () => {
    const openPasswordDialog = async (routes: FakeRoutes = {}) => {
      const view = openSettings(routes);
      await loaded();
      await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
      const dialog = screen.getByRole('dialog', { name: 'Password' });
      return {
        ...view,
        dialog,
        password: within(dialog).getByLabelText('Password'),
        confirm: within(dialog).getByLabelText('Confirm Password'),
        submit: () => view.user.click(within(dialog).getByRole('button', { name: 'Save' })),
      };
    };

    it("says 'Please enter the password' when either field is empty and clears both", async () => {
      const { server, user, dialog, password, confirm, submit } = await openPasswordDialog();
      await fill(user, password, 'LongEnough#1');
      await submit();
      expect(within(dialog).getByText(VALIDATION.wifiPasswordRequired)).toBeInTheDocument();
      expect(password).toHaveValue('');
      expect(confirm).toHaveValue('');
      expect(server.callsOf('updateSSID')).toHaveLength(0);
    });

    it('asks for at least 10 characters and clears both', async () => {
      const { server, user, dialog, password, confirm, submit } = await openPasswordDialog();
      await fill(user, password, 'short#123');
      await fill(user, confirm, 'short#123');
      await submit();
      expect(within(dialog).getByText(VALIDATION.wifiPasswordTooShort)).toBeInTheDocument();
      expect(VALIDATION.wifiPasswordTooShort).toBe('Minimum 10 characters required to set password');
      expect(password).toHaveValue('');
      expect(confirm).toHaveValue('');
      expect(server.callsOf('updateSSID')).toHaveLength(0);
    });

    it('says the two differ while typing, and sends nothing while they do', async () => {
      const { server, user, dialog, password, confirm, submit } = await openPasswordDialog();
      await fill(user, password, 'LongEnough#1');
      expect(within(dialog).queryByText(VALIDATION.wifiPasswordsDiffer)).not.toBeInTheDocument();
      await user.type(confirm, 'Long');
      expect(within(dialog).getByText(VALIDATION.wifiPasswordsDiffer)).toBeInTheDocument();
      await user.type(confirm, 'Enough#2');
      await submit();
      expect(within(dialog).getByText(VALIDATION.wifiPasswordsDiffer)).toBeInTheDocument();
      expect(password).toHaveValue('LongEnough#1');
      expect(confirm).toHaveValue('LongEnough#2');
      expect(server.callsOf('updateSSID')).toHaveLength(0);
      await user.type(confirm, '{Backspace}1');
      expect(within(dialog).queryByText(VALIDATION.wifiPasswordsDiffer)).not.toBeInTheDocument();
    });

    it('sends type wifi_password with the value and toasts the server message', async () => {
      const { server, user, password, confirm, submit } = await openPasswordDialog({
        updateSSID: { message: 'Wi-Fi password changed' },
      });
      await fill(user, password, 'LongEnough#1');
      await fill(user, confirm, 'LongEnough#1');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('Wi-Fi password changed');
      expect(server.callsOf('updateSSID').map((call) => call.body)).toEqual([
        { device_id: ALPHA.device_id, type: 'wifi_password', value: 'LongEnough#1' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('LongEnough#1');
    });

    it('keeps the dialog open and shows a refusal as an error toast', async () => {
      const { user, password, confirm, submit } = await openPasswordDialog({
        updateSSID: { statusCode: 504, message: SERVER.gatewayTimeout },
      });
      await fill(user, password, 'LongEnough#1');
      await fill(user, confirm, 'LongEnough#1');
      await submit();
      // The open dialog hides the rest of the page from the accessibility tree, the toast included.
      expect(
        await screen.findByText(SERVER.gatewayTimeout, { selector: '.MuiSnackbar-root *' }),
      ).toBeVisible();
      // ...so the dialog reads the refusal out itself.
      const dialog = screen.getByRole('dialog', { name: 'Password' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(SERVER.gatewayTimeout);
    });
  });
});
