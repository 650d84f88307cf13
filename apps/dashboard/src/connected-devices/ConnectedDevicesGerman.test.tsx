import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import { SCREEN_TEXT_DE, UI_TEXT_DE, WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { ConnectedDevicesPage } from './ConnectedDevicesPage';
import { PIXEL } from './connectedDevicesTestData';

const PATH = '/dashboard/connectedDevices';

afterEach(() => localStorage.clear());

describe('Connected Devices in German', { timeout: 60_000 }, () => {
  it('shows its title, list and figures in German, with decimal commas', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<ConnectedDevicesPage />, {
      path: PATH,
      routes: {
        getConnectedDevices: {
          result: [PIXEL],
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.connectedDevices }),
    ).toBeInTheDocument();
    // The list's own title, under the screen's (both 'Verbundene Geräte').
    expect(
      await screen.findByRole('heading', { level: 2, name: UI_TEXT_DE.connectedDevicesTitle }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Pixel 8')).closest('li')!;
    expect(
      within(row).getByText(WIDGET_TEXT_DE.connectedFor(WIDGET_TEXT_DE.hours('3,25'))),
    ).toBeInTheDocument();
    expect(within(row).getByText(WIDGET_TEXT_DE.dataUsed('1,23 MB'))).toBeInTheDocument();
  });

  it('says in German when nothing is online, and when no device is connected', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { unmount } = renderScreen(<ConnectedDevicesPage />, {
      path: PATH,
      routes: { getConnectedDevices: { result: [] } },
    });
    expect(await screen.findByText(UI_TEXT_DE.noDataAvailable)).toBeInTheDocument();
    unmount();
    renderScreen(<ConnectedDevicesPage />, { path: PATH, session: { connectedDevice: null } });
    expect(await screen.findAllByText(UI_TEXT_DE.noDeviceConnected)).toHaveLength(2);
  });
});
