import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import {
  CONNECTED_USERS_TEXT_DE,
  SCREEN_TEXT_DE,
  SERVER_DE,
  TWO_FACTOR_TEXT_DE,
  UI_TEXT_DE,
} from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { ALPHA } from '../test/demoData';
import { ConnectedUsersPage } from './ConnectedUsersPage';
import { TWO_FACTOR_ROUTES, USERS } from './connectedUsersTestData';

const PATH = '/dashboard/connectedUsers';

afterEach(() => localStorage.clear());

describe('User List in German', { timeout: 60_000 }, () => {
  it('lists the users with German roles, the two-factor switch and the removal in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<ConnectedUsersPage />, {
      path: PATH,
      state: { device: ALPHA },
      routes: {
        getMappedUsers: { result: USERS },
        ...TWO_FACTOR_ROUTES,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.connectedUsers }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONNECTED_USERS_TEXT_DE.back })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: CONNECTED_USERS_TEXT_DE.usersOf('dRisk-Alpha') });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      `Olivia Owner${CONNECTED_USERS_TEXT_DE.roles.Owner}`,
      `Adam Admin${CONNECTED_USERS_TEXT_DE.roles.Admin}`,
      `Grace Guest${CONNECTED_USERS_TEXT_DE.roles.Guest}`,
    ]);

    const toggle = await screen.findByRole('switch', { name: TWO_FACTOR_TEXT_DE.deviceRequireLabel });
    expect(toggle).toHaveAccessibleDescription(TWO_FACTOR_TEXT_DE.deviceRequireHint);
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(SERVER_DE.deviceTwoFactorRequired)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: CONNECTED_USERS_TEXT_DE.removeLabel('Grace Guest') }),
    );
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT_DE.removeUserTitle });
    expect(within(dialog).getByText(UI_TEXT_DE.removeUserText('Grace Guest'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: UI_TEXT_DE.removeUserButton })).toBeInTheDocument();
  });
});
