import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, UI_TEXT } from '@drisk/contract/client';
import { SCREEN_TEXT_DE, SWITCH_DEVICE_TEXT_DE, UI_TEXT_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { ALPHA, BETA } from '../test/demoData';
import { SwitchDevicePage } from './SwitchDevicePage';
import { GAMMA } from './switchDeviceTestData';

afterEach(() => localStorage.clear());

describe('Switch Device in German', () => {
  it('shows the groups, statuses, switch buttons and the success modal in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<SwitchDevicePage />, {
      path: '/dashboard/switchDevices',
      routes: {
        getAllDriskDevices: { result: { device_details: [ALPHA, BETA, GAMMA] } },
        updateDeviceConnectionStatus: {
          message: UI_TEXT.switchSuccessText,
          result: { device_id: BETA.device_id, role_id: 3 },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.switchDevices }),
    ).toBeInTheDocument();
    const connected = await screen.findByRole('list', { name: UI_TEXT_DE.connectedDeviceGroup });
    expect(within(connected).getByText(`(${SWITCH_DEVICE_TEXT_DE.status.Active})`)).toBeInTheDocument();
    const available = screen.getByRole('list', { name: UI_TEXT_DE.availableDeviceGroup });
    expect(within(available).getByText(`(${SWITCH_DEVICE_TEXT_DE.status.Inactive})`)).toBeInTheDocument();

    await user.click(
      within(available).getByRole('button', {
        name: SWITCH_DEVICE_TEXT_DE.switchTo('dRisk-Beta', SWITCH_DEVICE_TEXT_DE.status.Active),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT_DE.switchSuccessTitle });
    expect(within(dialog).getByText(UI_TEXT_DE.switchSuccessText)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: SWITCH_DEVICE_TEXT_DE.ok })).toBeInTheDocument();
  });

  it('says in German that no device is connected', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<SwitchDevicePage />, {
      path: '/dashboard/switchDevices',
      session: { connectedDevice: null },
      routes: { getAllDriskDevices: { result: { device_details: [] } } },
    });
    expect(await screen.findAllByText(UI_TEXT_DE.noDeviceConnected)).not.toHaveLength(0);
  });
});
