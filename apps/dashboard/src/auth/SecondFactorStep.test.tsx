import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SECOND_FACTOR_CHALLENGE_SECONDS, SERVER, TWO_FACTOR_TEXT, VALIDATION } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer, type FakeRoutes } from '../test/fakeServer';
import { fill } from '../test/fill';
import { ALPHA, OWNER, loginResult } from '../test/demoData';

const CHALLENGE = 'c'.repeat(43);

/** The sign-in page of an account with two-factor sign-in on, past its password step. */
async function atCodeStep(routes: FakeRoutes = {}) {
  const server = createFakeServer({
    login: {
      message: SERVER.secondFactorRequired,
      result: {
        second_factor_required: true,
        challenge: CHALLENGE,
        expires_in: SECOND_FACTOR_CHALLENGE_SECONDS,
      },
    },
    getAllDriskDevices: { result: { device_details: [{ ...ALPHA }] } },
    getNotificationCount: { result: { count: 0 } },
    ...routes,
  });
  const app = renderApp('/', { server });
  await fill(app.user, await screen.findByLabelText('Email'), 'owner@example.com');
  await fill(app.user, screen.getByLabelText('Password'), 'Owner#12345');
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: TWO_FACTOR_TEXT.codeStepTitle });
  return { ...app, server };
}

describe('SignInPage second factor', () => {
  it('asks for the code after the password, keeps no session until it is right, then opens Home', async () => {
    const { user, server, pathname } = await atCodeStep({
      loginSecondFactor: { message: SERVER.loginSuccess, result: loginResult(OWNER) },
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    const field = screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel);
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.verify }));
    expect(screen.getByText(VALIDATION.totpCodeInvalid)).toBeInTheDocument();
    expect(server.callsOf('loginSecondFactor')).toHaveLength(0);

    await user.type(field, '492 039');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.verify }));
    await waitFor(() => expect(pathname()).toBe('/dashboard/home'));
    expect(server.callsOf('loginSecondFactor')[0].body).toEqual({ challenge: CHALLENGE, code: '492039' });
    expect(sessionStorage.getItem('token')).toBe('token-of-owner@example.com');
  });

  it('shows the server refusal under the button and clears the code', async () => {
    const { user } = await atCodeStep({
      loginSecondFactor: { statusCode: 400, message: SERVER.totpCodeWrong },
    });
    const field = screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER.totpCodeWrong);
    expect(field).toHaveValue('');
  });

  it('takes a recovery code instead', async () => {
    const { user, server, pathname } = await atCodeStep({
      loginSecondFactor: { message: SERVER.loginSuccess, result: loginResult(OWNER) },
    });
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.useRecoveryCode }));
    expect(screen.getByText(TWO_FACTOR_TEXT.recoveryStepHint)).toBeInTheDocument();
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXT.recoveryCodeLabel), ' ABCD-EFGH-JKMN ');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.verify }));
    await waitFor(() => expect(pathname()).toBe('/dashboard/home'));
    expect(server.callsOf('loginSecondFactor')[0].body).toEqual({
      challenge: CHALLENGE,
      recovery_code: 'ABCD-EFGH-JKMN',
    });
  });

  it('goes back to the e-mail and password, with the password cleared', async () => {
    const { user } = await atCodeStep();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.backToSignIn }));
    expect(await screen.findByLabelText('Email')).toHaveValue('owner@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
