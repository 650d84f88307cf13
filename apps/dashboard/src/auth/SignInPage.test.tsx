import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PASSKEY_TEXT, SERVER } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { fill } from '../test/fill';
import { ALPHA, BETA, OWNER, loginResult } from '../test/demoData';

const passwordField = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

describe('SignInPage validation', () => {
  it('asks for both fields and sends nothing when they are empty', async () => {
    const { user, server } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter email-id')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('refuses an invalid e-mail address and sends nothing', async () => {
    const { user, server } = renderApp('/');
    await fill(user, await screen.findByLabelText('Email'), 'owner@example');
    await fill(user, passwordField(), 'Owner#12345');
    await user.click(signInButton());
    expect(screen.getByText('Please enter valid email-id')).toBeInTheDocument();
    expect(screen.queryByText('Please enter password')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/');
    await fill(user, await screen.findByLabelText('Password'), 'secret');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
  });
});

describe('SignInPage sign-in', () => {
  it('signs in, keeps token and user but never the password, picks the connected device, opens Home complete', async () => {
    const server = createFakeServer({
      login: { statusCode: 200, message: SERVER.loginSuccess, result: loginResult(OWNER) },
      getAllDriskDevices: {
        statusCode: 200,
        message: 'ok',
        result: { device_details: [{ ...BETA }, { ...ALPHA }] },
      },
      getNotificationCount: { statusCode: 200, message: 'ok', result: { count: 2 } },
    });
    const { user, pathname } = renderApp('/', { server });
    await fill(user, await screen.findByLabelText('Email'), ' owner@example.com ');
    await fill(user, passwordField(), 'Owner#12345');
    await user.click(signInButton());

    await waitFor(() => expect(pathname()).toBe('/dashboard/home'));
    expect(server.callsOf('login')[0].body).toEqual({
      email_address: 'owner@example.com',
      password: 'Owner#12345',
    });
    expect(server.callsOf('getAllDriskDevices')[0].headers.Auth).toBe('token-of-owner@example.com');
    expect(sessionStorage.getItem('token')).toBe('token-of-owner@example.com');
    expect(JSON.parse(sessionStorage.getItem('UserDetails')!)).toEqual(OWNER);
    expect(JSON.parse(sessionStorage.getItem('ConnectedDevice')!)).toMatchObject({ device_id: 'DRA-100001' });
    expect(Object.values({ ...sessionStorage }).join(' ')).not.toContain('Owner#12345');
    expect(await screen.findAllByText('dRisk-Alpha (Active)')).not.toHaveLength(0);
    // Devices and the bell's count were fetched during sign-in; the shell did not fetch them again.
    expect(screen.getByRole('link', { name: 'Notifications, 2 waiting' })).toBeInTheDocument();
    expect(server.callsOf('getAllDriskDevices')).toHaveLength(1);
    expect(server.callsOf('getNotificationCount')).toHaveLength(1);
  });

  it('shows the server message under the button when the password is wrong', async () => {
    const server = createFakeServer({
      login: { statusCode: 400, message: SERVER.invalidCredentials },
    });
    const { user, pathname } = renderApp('/', { server });
    await fill(user, await screen.findByLabelText('Email'), 'owner@example.com');
    await fill(user, passwordField(), 'wrong');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER.invalidCredentials);
    expect(pathname()).toBe('/');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('shows the lockout message of a 429 the same way', async () => {
    const server = createFakeServer({
      login: { statusCode: 429, message: SERVER.accountLocked },
    });
    const { user } = renderApp('/', { server });
    await fill(user, await screen.findByLabelText('Email'), 'owner@example.com');
    await fill(user, passwordField(), 'wrong');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER.accountLocked);
  });

  it('clears a stored session when opened', async () => {
    renderApp('/', { session: { token: 'old-token', user: OWNER, connectedDevice: ALPHA } });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('UserDetails')).toBeNull();
  });

  it('links to registration', async () => {
    const { user, pathname } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    await waitFor(() => expect(pathname()).toBe('/register'));
  });
});

describe('SignInPage forgot password', () => {
  it('checks the e-mail, shows a 400 message inside the modal, and closes on 200 with a toast', async () => {
    const server = createFakeServer({
      forgotPassword: (request) =>
        (request.body as { email: string }).email === 'nobody@example.com'
          ? { statusCode: 400, message: SERVER.forgotPasswordUnknown }
          : { statusCode: 200, message: SERVER.forgotPasswordSent },
    });
    const { user } = renderApp('/', { server });
    await user.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });

    await user.click(submit);
    expect(within(dialog).getByText('Please enter email-id')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Email'), 'nobody@example');
    await user.click(submit);
    expect(within(dialog).getByText('Please enter valid email-id')).toBeInTheDocument();
    expect(server.requests).toEqual([]);

    await fill(user, within(dialog).getByLabelText('Email'), 'nobody@example.com');
    await user.click(submit);
    expect(await within(dialog).findByText(SERVER.forgotPasswordUnknown)).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Email'), 'guest@example.com');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(SERVER.forgotPasswordSent)).toBeInTheDocument();
    expect(server.callsOf('forgotPassword').map((r) => r.body)).toEqual([
      { email: 'nobody@example.com' },
      { email: 'guest@example.com' },
    ]);
  });
});

describe('SignInPage Google button', () => {
  it('explains that Google sign-in is not configured', async () => {
    const server = createFakeServer({
      googleConfig: {
        statusCode: 200,
        message: 'ok',
        result: { enabled: false, client_id: null },
      },
    });
    const { user } = renderApp('/', { server });
    await user.click(await screen.findByRole('button', { name: 'Login with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login with Google' });
    expect(within(dialog).getByText(SERVER.googleNotConfigured)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in the page when the browser cannot sign in with a passkey, and asks the server nothing', async () => {
    const { user, server } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXT.signInWithPasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_TEXT.signInUnsupported);
    expect(server.callsOf('passkeyLoginOptions')).toHaveLength(0);
  });
});
