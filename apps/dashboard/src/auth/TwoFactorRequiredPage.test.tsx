import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SERVER, TWO_FACTOR_TEXT, type DriskDevice } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { fill } from '../test/fill';
import { ALPHA, GUEST, loginResult } from '../test/demoData';

const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-${String(index).padStart(4, '2')}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/dRisk:guest%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
};
const GUEST_ALPHA: DriskDevice = { ...ALPHA, role_id: 2 };

/** The server of a user held for a required second factor: only the set-up calls answer. */
function heldServer(requiredBy: 'company' | 'device') {
  let enabled = false;
  return createFakeServer({
    login: {
      message: SERVER.loginSuccess,
      result: { ...loginResult(GUEST), two_factor_setup_required: true },
    },
    twoFactorStatus: () => ({
      result: {
        enabled,
        recovery_codes_left: enabled ? 10 : 0,
        required: true,
        required_by: requiredBy,
        setup_pending: !enabled,
      },
    }),
    twoFactorSetup: { message: SERVER.twoFactorSetupStarted, result: SETUP },
    twoFactorConfirm: () => {
      enabled = true;
      return { message: SERVER.twoFactorEnabled, result: { recovery_codes: CODES } };
    },
    getAllDriskDevices: { result: { device_details: [GUEST_ALPHA] } },
    getNotificationCount: { result: { count: 0 } },
  });
}

describe('TwoFactorRequiredPage', { timeout: 60_000 }, () => {
  it('after a sign-in held for a second factor, leads through its set-up to Home', async () => {
    const server = heldServer('device');
    const { user, pathname } = renderApp('/', { server });
    await fill(user, await screen.findByLabelText('Email'), 'guest@example.com');
    await fill(user, screen.getByLabelText('Password'), 'Guest#12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: TWO_FACTOR_TEXT.requiredTitle })).toBeInTheDocument();
    expect(await screen.findByText(TWO_FACTOR_TEXT.requiredByDevice)).toBeInTheDocument();
    // No shell and no call the server would refuse: only the set-up and Logout.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(server.callsOf('getAllDriskDevices')).toHaveLength(0);
    expect(server.callsOf('getNotificationCount')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TWO_FACTOR_TEXT.cancel })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.passwordLabel), 'Guest#12345');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.continue }));
    expect(await screen.findByLabelText(TWO_FACTOR_TEXT.secretLabel)).toHaveValue(SETUP.secret);
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }));
    const list = await screen.findByRole('list', { name: TWO_FACTOR_TEXT.recoveryCodesListLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.savedCodes }));
    await waitFor(() => expect(pathname()).toBe('/dashboard/home'));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(server.callsOf('getAllDriskDevices').length).toBeGreaterThan(0);
    expect(sessionStorage.getItem('TwoFactorSetupRequired')).toBeNull();
  });

  it("says so when it is the company's rule, and stays on set-up after a reload at any address", async () => {
    const server = heldServer('company');
    renderApp('/dashboard/settings', {
      server,
      session: { user: GUEST, connectedDevice: null, twoFactorSetupRequired: true },
    });
    expect(await screen.findByText(TWO_FACTOR_TEXT.requiredByCompany)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(server.callsOf('getAllDriskDevices')).toHaveLength(0);
  });
});
