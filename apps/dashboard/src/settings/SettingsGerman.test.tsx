import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, SERVER } from '@drisk/contract/client';
import { SCREEN_TEXT_DE, SERVER_DE, SETTINGS_TEXT_DE, UI_TEXT_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { ALPHA } from '../test/demoData';
import { NEARBY_NETWORKS, settingsWith } from '../test/demoSettings';
import { SettingsPage } from './SettingsPage';

// Dialog transitions and toasts can outlast findBy's default second on a busy machine (2 cores, parallel files).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => localStorage.clear());

describe('Settings in German', () => {
  it('shows the cards, toggles, Wi-Fi profile (2,4 GHz), SSID and the networks in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<SettingsPage />, {
      path: '/dashboard/settings',
      routes: {
        getSettings: { result: [settingsWith({ wifi_mode: 1 })] },
        getAvailableWiFiNetworks: { message: SERVER.settingsUpdated, result: NEARBY_NETWORKS },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.settings }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: SETTINGS_TEXT_DE.toggles.mobile_data }),
    ).toBeInTheDocument();
    for (const title of Object.values(SETTINGS_TEXT_DE.cards))
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    for (const label of Object.values(SETTINGS_TEXT_DE.toggles))
      expect(screen.getByRole('switch', { name: label })).toBeInTheDocument();
    // The profile's number with a decimal comma.
    expect(screen.getByRole('combobox', { name: SETTINGS_TEXT_DE.wifiProfile })).toHaveTextContent('2,4 GHz');
    expect(screen.getByRole('button', { name: SETTINGS_TEXT_DE.editSsid })).toBeInTheDocument();

    const password = screen.getByRole('region', { name: SETTINGS_TEXT_DE.changeWifiPasswordTitle });
    expect(within(password).getByText(SETTINGS_TEXT_DE.changeWifiPasswordText)).toBeInTheDocument();

    const networks = await screen.findByRole('region', { name: UI_TEXT_DE.availableNetworksTitle });
    const list = await within(networks).findByRole('list', { name: SETTINGS_TEXT_DE.networksList });
    // The server's message, a known one, in German.
    expect(within(networks).getByRole('status')).toHaveTextContent(SERVER_DE.settingsUpdated);
    expect(
      within(list).getByRole('button', { name: SETTINGS_TEXT_DE.connectedTo('CafeNet') }),
    ).toHaveTextContent(SETTINGS_TEXT_DE.connected);
    await user.click(within(list).getByRole('button', { name: SETTINGS_TEXT_DE.connectTo('Library-Guest') }));
    const confirm = await screen.findByRole('dialog', { name: UI_TEXT_DE.switchNetworksTitle });
    expect(within(confirm).getByRole('button', { name: SETTINGS_TEXT_DE.switchNetwork })).toBeInTheDocument();
  });

  it('asks in German before switching Network Tethering on, and tells a Guest what it may change', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user, unmount } = renderScreen(<SettingsPage />, {
      path: '/dashboard/settings',
      routes: { getSettings: { result: [settingsWith()] } },
    });
    await user.click(await screen.findByRole('switch', { name: SETTINGS_TEXT_DE.toggles.ethernet_host }));
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT_DE.tetheringConfirmTitle });
    expect(within(dialog).getByText(UI_TEXT_DE.tetheringConfirmText)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: SETTINGS_TEXT_DE.confirm })).toBeInTheDocument();
    unmount();

    renderScreen(<SettingsPage />, {
      path: '/dashboard/settings',
      session: { connectedDevice: { ...ALPHA, role_id: 2 } },
      routes: { getSettings: { result: [settingsWith()] } },
    });
    expect(await screen.findByText(UI_TEXT_DE.settingsGuestNotice)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_TEXT_DE.wifiProfile)).toBeInTheDocument();
    expect(screen.getByText('2,4 GHz')).toBeInTheDocument();
  });
});
