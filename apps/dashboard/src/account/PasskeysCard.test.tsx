import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PASSKEY_TEXT, SERVER, VALIDATION, type PasskeySummary } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { PasskeysCard } from './PasskeysCard';

const LAPTOP: PasskeySummary = {
  passkey_id: 7,
  name: 'Work laptop',
  created_at: '2026-03-02T10:00:00.000Z',
  last_used_at: null,
};
const PHONE: PasskeySummary = {
  passkey_id: 8,
  name: 'Phone',
  created_at: '2026-03-03T10:00:00.000Z',
  last_used_at: '2026-03-05T09:30:00.000Z',
};

const openCard = (routes: Parameters<typeof renderScreen>[1]['routes'], askPassword = false) =>
  renderScreen(<PasskeysCard askPassword={askPassword} />, { path: '/dashboard/profile', routes });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PasskeysCard', () => {
  it('lists each passkey with its name, when it was added and when last used', async () => {
    openCard({ passkeyList: { result: { passkeys: [LAPTOP, PHONE] } } });
    const list = await screen.findByRole('list', { name: PASSKEY_TEXT.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Work laptop');
    expect(items[0]).toHaveTextContent(PASSKEY_TEXT.neverUsed);
    expect(items[1]).toHaveTextContent('Phone');
    expect(items[1]).toHaveTextContent(/Added .*2026 · last used .*2026/);
  });

  it('says when there are none, and that this browser cannot make one', async () => {
    openCard({ passkeyList: { result: { passkeys: [] } } });
    expect(await screen.findByText(PASSKEY_TEXT.none)).toBeInTheDocument();
    // jsdom has no WebAuthn: the add button would only fail.
    expect(screen.getByText(PASSKEY_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PASSKEY_TEXT.add })).not.toBeInTheDocument();
  });

  it('asks for the password again before adding one, and shows a refusal in the dialog', async () => {
    // A browser that can make passkeys; the server refuses before its prompt would be reached.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const { user, server } = openCard(
      {
        passkeyList: { result: { passkeys: [] } },
        passkeyRegistrationOptions: { statusCode: 400, message: SERVER.passwordNotCorrect },
      },
      true,
    );
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXT.add }));
    const dialog = screen.getByRole('dialog', { name: PASSKEY_TEXT.add });
    await user.type(within(dialog).getByRole('textbox', { name: PASSKEY_TEXT.nameLabel }), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: PASSKEY_TEXT.create }));
    expect(within(dialog).getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(server.callsOf('passkeyRegistrationOptions')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(PASSKEY_TEXT.passwordLabel), 'Wrong#12345');
    await user.click(within(dialog).getByRole('button', { name: PASSKEY_TEXT.create }));
    expect(await within(dialog).findByText(SERVER.passwordNotCorrect)).toBeInTheDocument();
    expect(server.callsOf('passkeyRegistrationOptions')[0].body).toEqual({ password: 'Wrong#12345' });
  });

  it('asks no password of an account that has none (Google sign-in)', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const { user } = openCard({ passkeyList: { result: { passkeys: [] } } });
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXT.add }));
    const dialog = screen.getByRole('dialog', { name: PASSKEY_TEXT.add });
    expect(within(dialog).queryByLabelText(PASSKEY_TEXT.passwordLabel)).not.toBeInTheDocument();
  });

  it('renames a passkey, refusing an empty name before sending', async () => {
    let passkeys = [LAPTOP];
    const { user, server } = openCard({
      passkeyList: () => ({ result: { passkeys } }),
      passkeyRename: (call) => {
        const { name } = call.body as { name: string };
        passkeys = [{ ...LAPTOP, name }];
        return { message: SERVER.passkeyRenamed, result: passkeys[0] };
      },
    });
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXT.renameLabel('Work laptop') }));
    const dialog = screen.getByRole('dialog', { name: PASSKEY_TEXT.renameTitle });
    const field = within(dialog).getByRole('textbox', { name: PASSKEY_TEXT.nameLabel });
    expect(field).toHaveValue('Work laptop');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: PASSKEY_TEXT.save }));
    expect(within(dialog).getByText(VALIDATION.passkeyNameRequired)).toBeInTheDocument();
    expect(server.callsOf('passkeyRename')).toHaveLength(0);
    await user.type(field, 'Old laptop');
    await user.click(within(dialog).getByRole('button', { name: PASSKEY_TEXT.save }));
    expect(await screen.findByText('Old laptop')).toBeInTheDocument();
    expect(server.callsOf('passkeyRename')[0].body).toEqual({ passkey_id: 7, name: 'Old laptop' });
  });

  it('removes a passkey only after confirming', async () => {
    let passkeys = [LAPTOP, PHONE];
    const { user, server } = openCard({
      passkeyList: () => ({ result: { passkeys } }),
      passkeyDelete: () => {
        passkeys = [PHONE];
        return { message: SERVER.passkeyRemoved };
      },
    });
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXT.removeLabel('Work laptop') }));
    const confirm = screen.getByRole('dialog', { name: PASSKEY_TEXT.removeTitle });
    expect(confirm).toHaveTextContent(PASSKEY_TEXT.removeText('Work laptop'));
    await user.click(within(confirm).getByRole('button', { name: PASSKEY_TEXT.cancel }));
    expect(server.callsOf('passkeyDelete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: PASSKEY_TEXT.removeLabel('Work laptop') }));
    await user.click(
      within(screen.getByRole('dialog', { name: PASSKEY_TEXT.removeTitle })).getByRole('button', {
        name: PASSKEY_TEXT.remove,
      }),
    );
    expect(await screen.findByText(SERVER.passkeyRemoved)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: PASSKEY_TEXT.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(server.callsOf('passkeyDelete')[0].body).toEqual({ passkey_id: 7 });
  });
});
