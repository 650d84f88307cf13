import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PasskeySummary } from '@drisk/contract';
import { LANGUAGE_STORAGE_KEY, SERVER, VALIDATION } from '@drisk/contract/client';
import { PASSKEY_TEXT_DE, SERVER_DE, TWO_FACTOR_TEXT_DE, VALIDATION_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { PasskeysCard } from './PasskeysCard';
import { TwoFactorCard } from './TwoFactorCard';

const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-${String(index).padStart(4, '2')}`);
const PHONE: PasskeySummary = {
  passkey_id: 8,
  name: 'Telefon',
  created_at: '2026-03-03T10:00:00.000Z',
  last_used_at: '2026-03-05T09:30:00.000Z',
};

afterEach(() => localStorage.clear());

describe("Account's two-factor and passkey cards in German", () => {
  it('sets up the second factor in German, the checks and the server answers translated', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    let enabled = false;
    const { user } = renderScreen(<TwoFactorCard />, {
      path: '/dashboard/profile',
      routes: {
        twoFactorStatus: () => ({ result: { enabled, recovery_codes_left: enabled ? 10 : 0 } }),
        twoFactorSetup: {
          message: SERVER.twoFactorSetupStarted,
          result: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/x',
            qr_code: 'data:image/png;base64,',
          },
        },
        twoFactorConfirm: () => {
          enabled = true;
          return { message: SERVER.twoFactorEnabled, result: { recovery_codes: CODES } };
        },
      },
    });

    expect(await screen.findByText(TWO_FACTOR_TEXT_DE.statusOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT_DE.turnOn }));
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT_DE.continue }));
    // The check stays English inside (VALIDATION), and shows in German.
    expect(screen.getByText(VALIDATION_DE.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.passwordRequired)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT_DE.passwordLabel), 'Owner#12345');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT_DE.continue }));

    expect(await screen.findByRole('img', { name: TWO_FACTOR_TEXT_DE.qrAlt })).toBeInTheDocument();
    expect(screen.getByLabelText(TWO_FACTOR_TEXT_DE.secretLabel)).toHaveValue('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT_DE.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT_DE.confirm }));

    // The recovery-code panel (a @drisk/ui widget) speaks German too, and so does the server's toast.
    const codes = await screen.findByRole('list', { name: TWO_FACTOR_TEXT_DE.recoveryCodesListLabel });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: TWO_FACTOR_TEXT_DE.copyCodes })).toBeInTheDocument();
    expect(await screen.findByText(SERVER_DE.twoFactorEnabled)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT_DE.savedCodes }));
    // One status line: whether it is on, then how many recovery codes are left.
    expect(
      await screen.findByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `${TWO_FACTOR_TEXT_DE.statusOn} ${TWO_FACTOR_TEXT_DE.recoveryCodesLeft(10)}.`,
      ),
    ).toBeInTheDocument();
  });

  it('lists passkeys with German dates and asks for the name in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<PasskeysCard />, {
      path: '/dashboard/profile',
      routes: { passkeyList: { result: { passkeys: [PHONE] } } },
    });
    const list = await screen.findByRole('list', { name: PASSKEY_TEXT_DE.listLabel });
    // 03.03.2026 and 05.03.2026, 09:30 (UTC in the tests), as German writes a medium date.
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /Hinzugefügt am 03\.03\.2026 · zuletzt verwendet am 05\.03\.2026/,
    );
    expect(screen.getByRole('button', { name: PASSKEY_TEXT_DE.renameLabel('Telefon') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXT_DE.renameLabel('Telefon') }));
    const dialog = await screen.findByRole('dialog', { name: PASSKEY_TEXT_DE.renameTitle });
    await user.clear(within(dialog).getByLabelText(PASSKEY_TEXT_DE.nameLabel));
    await user.click(within(dialog).getByRole('button', { name: PASSKEY_TEXT_DE.save }));
    expect(within(dialog).getByText(VALIDATION_DE.passkeyNameRequired)).toBeInTheDocument();
  });
});
