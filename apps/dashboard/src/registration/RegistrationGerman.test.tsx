import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import {
  REGISTRATION_TEXT_DE,
  SCREEN_TEXT_DE,
  SWITCH_DEVICE_TEXT_DE,
  UI_TEXT_DE,
  VALIDATION_DE,
} from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { ALPHA, BETA } from '../test/demoData';
import { RegistrationPage } from './RegistrationPage';
import { GAMMA } from './registrationTestData';

const PATH = '/dashboard/registration';

afterEach(() => localStorage.clear());

describe('Registration in German', { timeout: 90_000 }, () => {
  it('shows the groups, labels, actions and dialogs in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: { getAllDriskDevices: { result: { device_details: [ALPHA, BETA, GAMMA] } } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.registration }),
    ).toBeInTheDocument();
    const connected = await screen.findByRole('list', { name: UI_TEXT_DE.connectedDeviceGroup });
    expect(within(connected).getByText(`(${SWITCH_DEVICE_TEXT_DE.status.Active})`)).toBeInTheDocument();
    expect(within(connected).getByText(UI_TEXT_DE.registeredLabel)).toBeInTheDocument();
    expect(
      within(connected).getByRole('button', { name: REGISTRATION_TEXT_DE.usersOf('dRisk-Alpha') }),
    ).toBeInTheDocument();
    const available = screen.getByRole('list', { name: UI_TEXT_DE.availableDeviceGroup });
    expect(within(available).getByText(`(${SWITCH_DEVICE_TEXT_DE.status.Inactive})`)).toBeInTheDocument();
    expect(
      within(available).getByRole('button', { name: REGISTRATION_TEXT_DE.unregisterLabel('dRisk-Beta') }),
    ).toBeInTheDocument();

    // Rename: the dialog, its button and the empty-name check in German.
    await user.click(
      within(connected).getByRole('button', { name: REGISTRATION_TEXT_DE.renameLabel('dRisk-Alpha') }),
    );
    const rename = await screen.findByRole('dialog', { name: UI_TEXT_DE.renameDeviceTitle });
    await user.clear(within(rename).getByLabelText(UI_TEXT_DE.deviceNameLabel));
    await user.click(within(rename).getByRole('button', { name: REGISTRATION_TEXT_DE.update }));
    expect(within(rename).getByText(VALIDATION_DE.deviceNameRequiredRegistration)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Add device: its text, labels and checks in German.
    await user.click(screen.getByRole('button', { name: UI_TEXT_DE.addDeviceButton }));
    const add = await screen.findByRole('dialog', { name: UI_TEXT_DE.addDeviceTitle });
    expect(within(add).getByText(UI_TEXT_DE.addDeviceText)).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: UI_TEXT_DE.addDeviceButton }));
    expect(within(add).getByText(VALIDATION_DE.claimDeviceIdRequired)).toBeInTheDocument();
    expect(within(add).getByText(VALIDATION_DE.claimCodeRequired)).toBeInTheDocument();
    expect(within(add).getByLabelText(UI_TEXT_DE.claimCodeLabel)).toBeInTheDocument();
  });

  it('asks in German before unregistering', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: { getAllDriskDevices: { result: { device_details: [ALPHA] } } },
    });
    await user.click(
      await screen.findByRole('button', { name: REGISTRATION_TEXT_DE.unregisterLabel('dRisk-Alpha') }),
    );
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT_DE.unregisterTitle });
    expect(within(dialog).getByText(UI_TEXT_DE.unregisterText('dRisk-Alpha'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: UI_TEXT_DE.unregisterButton })).toBeInTheDocument();
  });
});
