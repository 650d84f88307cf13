import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, SERVER } from '@drisk/contract/client';
import { HOME_TEXT_DE, SCREEN_TEXT_DE, SERVER_DE, WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { RealtimeProvider, createFakeRealtimeConnection } from '@drisk/realtime';
import { renderScreen } from '../test/render';
import type { FakeRoutes } from '../test/fakeServer';
import { HomePage } from './HomePage';
import { HOME_ROUTES, PHONE, TV } from './homeTestData';

function renderGermanHome(routes: FakeRoutes = {}) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  return renderScreen(
    <RealtimeProvider
      url="ws://broker.test/mqtt"
      userId={1}
      token="test-token"
      connection={createFakeRealtimeConnection()}
    >
      <HomePage />
    </RealtimeProvider>,
    { path: '/dashboard/home', routes: { ...HOME_ROUTES, ...routes } },
  );
}

afterEach(() => localStorage.clear());

describe('Home in German', () => {
  it('shows its title, cards, lists and figures in German, numbers and dates written the German way', async () => {
    renderGermanHome();

    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.home }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: HOME_TEXT_DE.dataUsageTitle })).toBeInTheDocument();
    // The demo's 3.5 GB used and 46.5 GB left, with a decimal comma.
    expect(
      await screen.findByRole('img', { name: WIDGET_TEXT_DE.bandwidthSummary('3,50 GB', '46,50 GB') }),
    ).toBeInTheDocument();

    const connected = screen.getByRole('region', { name: HOME_TEXT_DE.connectedDevicesTitle });
    expect(await within(connected).findByText(PHONE.name)).toBeInTheDocument();
    expect(within(connected).getByText(WIDGET_TEXT_DE.connectedFor('2,50 Std.'))).toBeInTheDocument();
    expect(
      within(connected).getByRole('button', {
        name: WIDGET_TEXT_DE.actionOn(WIDGET_TEXT_DE.block, PHONE.name),
      }),
    ).toBeInTheDocument();
    const blocked = screen.getByRole('region', { name: HOME_TEXT_DE.blockedDevicesTitle });
    expect(within(blocked).getByText(TV.name)).toBeInTheDocument();

    const internet = screen.getByRole('region', { name: HOME_TEXT_DE.internetTitle });
    expect(within(internet).getByText(HOME_TEXT_DE.carriedBy['Cellular and LAN'])).toBeInTheDocument();
    expect(
      within(internet).getByRole('progressbar', {
        name: HOME_TEXT_DE.trafficSplit('75\u00a0%', '25\u00a0%'),
      }),
    ).toBeInTheDocument();
    const wireless = await screen.findByRole('list', { name: HOME_TEXT_DE.wirelessTitle });
    expect(within(wireless).getByText(HOME_TEXT_DE.ssid)).toBeInTheDocument();

    // The period selector: 'Heute' and today written as German does ('26. Nov. 2026').
    expect(screen.getByRole('combobox', { name: WIDGET_TEXT_DE.period })).toHaveTextContent(
      WIDGET_TEXT_DE.periods.day,
    );
    expect(screen.getByText(/^\d{1,2}\. \p{L}+\.? \d{4}$/u)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.previousStep.day })).toBeInTheDocument();
  });

  it("shows a server's known refusal in German", async () => {
    renderGermanHome({ getSettings: { statusCode: 504, message: SERVER.gatewayTimeout } });
    const wireless = await screen.findByRole('region', { name: HOME_TEXT_DE.wirelessTitle });
    expect(await within(wireless).findByText(SERVER_DE.gatewayTimeout)).toBeInTheDocument();
  });
});
