import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SERVER, TWO_FACTOR_TEXT, UI_TEXT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { ALPHA, BETA, GUEST } from '../test/demoData';
import { ConnectedUsersPage } from './ConnectedUsersPage';
import { TWO_FACTOR_ROUTES, USERS } from './connectedUsersTestData';

const PATH = '/dashboard/connectedUsers';

describe('ConnectedUsersPage', { timeout: 60_000 }, () => {
  it('lists the users of the device it was given, with their role labels', async () => {
    const { server } = renderScreen(<ConnectedUsersPage />, {
      path: PATH,
      state: { device: BETA },
      routes: { getMappedUsers: { result: USERS } },
    });
    const list = await screen.findByRole('list', { name: 'Users of dRisk-Beta' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Olivia OwnerOwner',
      'Adam AdminAdmin',
      'Grace GuestGuest',
    ]);
    expect(server.callsOf('getMappedUsers').map((call) => call.body)).toEqual([
      { device_id: BETA.device_id },
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard/registration');
  });

  it('lets the Owner remove anyone but themselves, after a confirmation', async () => {
    let users = USERS;
    const { server, user } = renderScreen(<ConnectedUsersPage />, {
      path: PATH,
      state: { device: ALPHA },
      routes: {
        getMappedUsers: () => ({ result: users }),
        removeGuestUsers: () => {
          users = USERS.filter((u) => u.user_id !== GUEST.user_id);
          return { message: SERVER.mappedUserRemoved, result: users };
        },
      },
    });
    await screen.findByText('Grace Guest');
    expect(screen.queryByRole('button', { name: 'Remove Olivia Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Adam Admin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Grace Guest' }));
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.removeUserTitle });
    expect(within(dialog).getByText(UI_TEXT.removeUserText('Grace Guest'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.removeUserButton }));
    expect(await screen.findByText(SERVER.mappedUserRemoved)).toBeInTheDocument();
    expect(server.callsOf('removeGuestUsers').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, user_id: GUEST.user_id },
    ]);
    await waitFor(() => expect(screen.queryByText('Grace Guest')).not.toBeInTheDocument());
  });

  it('shows no delete icon to anyone but the Owner', async () => {
    renderScreen(<ConnectedUsersPage />, {
      path: PATH,
      session: { user: GUEST, connectedDevice: { ...ALPHA, role_id: 2 } },
      routes: { getMappedUsers: { result: USERS } },
    });
    // Without a device in the navigation state, the connected device's users are shown.
    await screen.findByRole('list', { name: 'Users of dRisk-Alpha' });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("says 'No device connected' with no device at all", async () => {
    renderScreen(<ConnectedUsersPage />, { path: PATH, session: { connectedDevice: null } });
    // The header says it, and so does the page instead of a list.
    expect(await screen.findAllByText(UI_TEXT.noDeviceConnected)).toHaveLength(2);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lets the Owner require two-factor sign-in of the other users', async () => {
    const { server, user } = renderScreen(<ConnectedUsersPage />, {
      path: PATH,
      state: { device: ALPHA },
      routes: {
        getMappedUsers: { result: USERS },
        ...TWO_FACTOR_ROUTES,
      },
    });
    const toggle = await screen.findByRole('switch', { name: TWO_FACTOR_TEXT.deviceRequireLabel });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(TWO_FACTOR_TEXT.deviceRequireHint);
    await user.click(toggle);
    expect(await screen.findByText(SERVER.deviceTwoFactorRequired)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(server.callsOf('setDeviceTwoFactor').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, required: true },
    ]);
  });

  it('shows a Guest no two-factor switch', async () => {
    const { server } = renderScreen(<ConnectedUsersPage />, {
      path: PATH,
      state: { device: { ...ALPHA, role_id: 2 } },
      routes: { getMappedUsers: { result: USERS } },
    });
    await screen.findByText('Grace Guest');
    expect(
      screen.queryByRole('switch', { name: TWO_FACTOR_TEXT.deviceRequireLabel }),
    ).not.toBeInTheDocument();
    expect(server.callsOf('getDeviceTwoFactor')).toHaveLength(0);
  });
});
