import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SERVER } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { fill } from '../test/fill';
import { ALPHA, OWNER } from '../test/demoData';

function signedInServer() {
  return createFakeServer({
    getAllDriskDevices: { statusCode: 200, message: 'ok', result: { device_details: [ALPHA] } },
    getNotificationCount: { statusCode: 200, message: 'ok', result: { count: 0 } },
  });
}

async function openInvite(server = signedInServer()) {
  const app = renderApp('/dashboard/settings', {
    server,
    session: { token: 'tok', user: OWNER, connectedDevice: ALPHA },
  });
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await app.user.click(within(nav).getByRole('button', { name: 'Invite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite' });
  return { ...app, dialog };
}

describe('InviteDialog validation', () => {
  it('asks for an e-mail, then a valid one, and sends nothing until then', async () => {
    const { user, server, dialog } = await openInvite();
    const invite = within(dialog).getByRole('button', { name: 'Invite' });
    await user.click(invite);
    expect(within(dialog).getByText('Please enter email-id')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^Email ID/), 'solo@example');
    await user.click(invite);
    expect(within(dialog).getByText('Please enter valid email-id')).toBeInTheDocument();
    expect(server.callsOf('inviteUser')).toEqual([]);
  });

  it('offers Admin (the default) and Guest', async () => {
    const { user, dialog } = await openInvite();
    const role = within(dialog).getByRole('combobox', { name: 'Select a Role' });
    expect(role).toHaveTextContent('Admin');
    await user.click(role);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Admin', 'Guest']);
  });
});

describe('InviteDialog sending', () => {
  it('sends e-mail, role and the connected device, toasts the server message and closes', async () => {
    const server = signedInServer();
    server.on('inviteUser', { statusCode: 200, message: SERVER.inviteSent });
    const { user, dialog } = await openInvite(server);
    await fill(user, within(dialog).getByLabelText(/^Email ID/), 'solo@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Select a Role' }));
    await user.click(await screen.findByRole('option', { name: 'Guest' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText(SERVER.inviteSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite' })).not.toBeInTheDocument());
    const [request] = server.callsOf('inviteUser');
    expect(request.body).toEqual({
      email_address: 'solo@example.com',
      userType: 'Guest',
      device_id: 'DRA-100001',
    });
    expect(request.headers.Auth).toBe('tok');
  });

  it('shows a refusal from the server and stays open', async () => {
    const server = signedInServer();
    server.on('inviteUser', { statusCode: 403, message: SERVER.guestCannotInvite });
    const { user, dialog } = await openInvite(server);
    await fill(user, within(dialog).getByLabelText(/^Email ID/), 'solo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(SERVER.guestCannotInvite)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite' })).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openInvite();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite' })).not.toBeInTheDocument());
  });
});
