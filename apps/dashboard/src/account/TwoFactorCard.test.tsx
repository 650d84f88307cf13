import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SERVER, TWO_FACTOR_TEXT, VALIDATION } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { TwoFactorCard } from './TwoFactorCard';

const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-${String(index).padStart(4, '2')}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/dRisk:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
};

const openCard = (routes: Parameters<typeof renderScreen>[1]['routes']) =>
  renderScreen(<TwoFactorCard />, { path: '/dashboard/profile', routes });

describe('TwoFactorCard', () => {
  it('turns it on: QR code and key, a first code, then the ten recovery codes once', async () => {
    let enabled = false;
    const { user, server } = openCard({
      twoFactorStatus: () => ({ result: { enabled, recovery_codes_left: enabled ? 10 : 0 } }),
      twoFactorSetup: { message: SERVER.twoFactorSetupStarted, result: SETUP },
      twoFactorConfirm: () => {
        enabled = true;
        return { message: SERVER.twoFactorEnabled, result: { recovery_codes: CODES } };
      },
    });
    expect(await screen.findByText(TWO_FACTOR_TEXT.statusOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.turnOn }));
    // The password again first: nothing is set up without it.
    expect(screen.getByText(TWO_FACTOR_TEXT.setupPasswordHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.continue }));
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(server.callsOf('twoFactorSetup')).toHaveLength(0);
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.passwordLabel), 'Owner#12345');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.continue }));

    expect(await screen.findByRole('img', { name: TWO_FACTOR_TEXT.qrAlt })).toHaveAttribute(
      'src',
      SETUP.qr_code,
    );
    expect(screen.getByLabelText(TWO_FACTOR_TEXT.secretLabel)).toHaveValue(SETUP.secret);
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }));
    expect(screen.getByText(VALIDATION.totpCodeInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }));

    const list = await screen.findByRole('list', { name: TWO_FACTOR_TEXT.recoveryCodesListLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(server.callsOf('twoFactorSetup')[0].body).toEqual({ password: 'Owner#12345' });
    expect(server.callsOf('twoFactorConfirm')[0].body).toEqual({ code: '123456' });
    expect(screen.queryByRole('img', { name: TWO_FACTOR_TEXT.qrAlt })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.savedCodes }));
    expect(await screen.findByText(/unused recovery codes left/)).toHaveTextContent(
      '10 unused recovery codes left',
    );
    expect(
      screen.queryByRole('list', { name: TWO_FACTOR_TEXT.recoveryCodesListLabel }),
    ).not.toBeInTheDocument();
  });

  it('shows a wrong first code and stays on the set-up', async () => {
    const { user } = openCard({
      twoFactorStatus: { result: { enabled: false, recovery_codes_left: 0 } },
      twoFactorSetup: { result: SETUP },
      twoFactorConfirm: { statusCode: 400, message: SERVER.totpCodeWrong },
    });
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXT.turnOn }));
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.passwordLabel), 'Owner#12345');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.continue }));
    await user.type(await screen.findByLabelText(TWO_FACTOR_TEXT.codeLabel), '000000');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }));
    expect(await screen.findByText(SERVER.totpCodeWrong)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: TWO_FACTOR_TEXT.qrAlt })).toBeInTheDocument();
  });

  it('shows a wrong password and sets nothing up', async () => {
    const { user } = openCard({
      twoFactorStatus: { result: { enabled: false, recovery_codes_left: 0 } },
      twoFactorSetup: { statusCode: 400, message: SERVER.passwordNotCorrect },
    });
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXT.turnOn }));
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.passwordLabel), 'Wrong#12345');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.continue }));
    expect(await screen.findByText(SERVER.passwordNotCorrect)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: TWO_FACTOR_TEXT.qrAlt })).not.toBeInTheDocument();
  });

  it('turns it off with a current code', async () => {
    let enabled = true;
    const { user, server } = openCard({
      twoFactorStatus: () => ({ result: { enabled, recovery_codes_left: enabled ? 3 : 0 } }),
      twoFactorDisable: () => {
        enabled = false;
        return { message: SERVER.twoFactorDisabled };
      },
    });
    expect(await screen.findByText(/3 unused recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.turnOff }));
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.turnOff }));
    expect(await screen.findByText(TWO_FACTOR_TEXT.statusOff)).toBeInTheDocument();
    expect(server.callsOf('twoFactorDisable')[0].body).toEqual({ code: '654321' });
  });

  it('turns it off with the password and a recovery code, showing a refusal first', async () => {
    let attempts = 0;
    const { user, server } = openCard({
      twoFactorStatus: { result: { enabled: true, recovery_codes_left: 10 } },
      twoFactorDisable: () =>
        (attempts += 1) === 1
          ? { statusCode: 400, message: SERVER.recoveryCodeWrong }
          : { message: SERVER.twoFactorDisabled },
    });
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXT.turnOff }));
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.disableWithRecovery }));
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.turnOff }));
    expect(screen.getByText(VALIDATION.disableNeedsProof)).toBeInTheDocument();
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.passwordLabel), 'Owner#12345');
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.recoveryCodeLabel), 'ABCD-EFGH-2222');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.turnOff }));
    expect(await screen.findByText(SERVER.recoveryCodeWrong)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.turnOff }));
    expect(await screen.findByText(SERVER.twoFactorDisabled)).toBeInTheDocument();
    expect(server.callsOf('twoFactorDisable')[1].body).toEqual({
      password: 'Owner#12345',
      recovery_code: 'ABCD-EFGH-2222',
    });
  });

  it('makes new recovery codes with a current code and shows them once', async () => {
    const fresh = CODES.map((code) => code.replace('ABCD', 'WXYZ'));
    const { user, server } = openCard({
      twoFactorStatus: { result: { enabled: true, recovery_codes_left: 2 } },
      twoFactorRecoveryCodes: (request) =>
        (request.body as { code: string }).code === '111111'
          ? { statusCode: 400, message: SERVER.totpCodeWrong }
          : { message: SERVER.recoveryCodesReplaced, result: { recovery_codes: fresh } },
    });
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXT.regenerateCodes }));
    expect(screen.getByText(TWO_FACTOR_TEXT.regenerateHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.regenerate }));
    expect(screen.getByText(VALIDATION.totpCodeInvalid)).toBeInTheDocument();
    expect(server.callsOf('twoFactorRecoveryCodes')).toHaveLength(0);
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel), '111111');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.regenerate }));
    expect(await screen.findByText(SERVER.totpCodeWrong)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel));
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel), '222222');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.regenerate }));
    const list = await screen.findByRole('list', { name: TWO_FACTOR_TEXT.recoveryCodesListLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fresh);
    expect(server.callsOf('twoFactorRecoveryCodes')[1].body).toEqual({ code: '222222' });
  });
});

describe('TwoFactorCard when a second factor is required (issue 16)', () => {
  it('offers no way to turn it off and says why', async () => {
    openCard({
      twoFactorStatus: {
        result: {
          enabled: true,
          recovery_codes_left: 10,
          required: true,
          required_by: 'company',
          setup_pending: false,
        },
      },
    });
    expect(await screen.findByText(new RegExp(TWO_FACTOR_TEXT.requiredCannotTurnOff))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TWO_FACTOR_TEXT.regenerateCodes })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TWO_FACTOR_TEXT.turnOff })).not.toBeInTheDocument();
  });
});
