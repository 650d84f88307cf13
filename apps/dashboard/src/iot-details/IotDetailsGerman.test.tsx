import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import { IOT_DETAILS_TEXT_DE, SCREEN_TEXT_DE, UI_TEXT_DE, VALIDATION_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { IotDetailsPage } from './IotDetailsPage';
import { iotDetailsState } from './iotDetailsState';
import { BLOCKED_CASINO, PHONE } from './iotDetailsTestData';

const PATH = '/dashboard/iotdetails';

afterEach(() => localStorage.clear());

describe('IoT Device Details in German', { timeout: 60_000 }, () => {
  it('shows the endpoint, its issues with a German date, and its dialogs in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<IotDetailsPage />, {
      path: PATH,
      state: iotDetailsState(PHONE, 'home'),
      routes: {
        getVulnerabilityLogs: {
          result: [BLOCKED_CASINO],
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.iotDetails }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: IOT_DETAILS_TEXT_DE.back })).toBeInTheDocument();
    const addresses = screen.getByRole('list', { name: IOT_DETAILS_TEXT_DE.addresses });
    expect(within(addresses).getByText(IOT_DETAILS_TEXT_DE.ipAddress)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: IOT_DETAILS_TEXT_DE.issuesTitle }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: IOT_DETAILS_TEXT_DE.blocked });
    // 18.11.2026, 14:05: the issue's time as German writes it.
    expect(within(list).getByRole('listitem')).toHaveTextContent('18.11.2026, 14:05');
    expect(screen.getByRole('group', { name: IOT_DETAILS_TEXT_DE.date })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: IOT_DETAILS_TEXT_DE.renameButton }));
    const rename = await screen.findByRole('dialog', { name: IOT_DETAILS_TEXT_DE.renameTitle });
    await user.clear(within(rename).getByRole('textbox', { name: IOT_DETAILS_TEXT_DE.deviceName }));
    await user.click(within(rename).getByRole('button', { name: IOT_DETAILS_TEXT_DE.update }));
    expect(within(rename).getByText(VALIDATION_DE.deviceNameRequired)).toBeInTheDocument();
  });

  it('opens Export Issues in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<IotDetailsPage />, {
      path: PATH,
      state: iotDetailsState(PHONE, 'home'),
      routes: { getVulnerabilityLogs: { result: [] } },
    });
    expect(await screen.findByText(UI_TEXT_DE.noLogsAvailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: IOT_DETAILS_TEXT_DE.exportIssues }));
    const dialog = await screen.findByRole('dialog', { name: IOT_DETAILS_TEXT_DE.exportTitle });
    expect(within(dialog).getByRole('group', { name: IOT_DETAILS_TEXT_DE.startDate })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: IOT_DETAILS_TEXT_DE.endDate })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: IOT_DETAILS_TEXT_DE.download })).toBeInTheDocument();
  });

  it('explains in German when opened without an endpoint', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<IotDetailsPage />, { path: PATH, routes: { getVulnerabilityLogs: { result: [] } } });
    expect(await screen.findByText(IOT_DETAILS_TEXT_DE.noDeviceChosen)).toBeInTheDocument();
    expect(screen.getByText(IOT_DETAILS_TEXT_DE.noDeviceChosenText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: IOT_DETAILS_TEXT_DE.goHome })).toBeInTheDocument();
  });
});
