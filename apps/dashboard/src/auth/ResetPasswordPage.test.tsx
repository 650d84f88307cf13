import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SERVER } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { fill } from '../test/fill';

const TOKEN = 'a'.repeat(43);

describe('ResetPasswordPage', () => {
  it('checks both fields and sends nothing while they fail', async () => {
    const { user, server } = renderApp(`/reset-password?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('New Password'), 'Fresh#Guest2026');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Fresh#Guest2027');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password and confirm password should be same')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('sends the token with the new password and shows the server message with the way to sign in', async () => {
    const server = createFakeServer({
      resetPassword: { statusCode: 200, message: SERVER.passwordReset },
    });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`, { server });
    await fill(user, await screen.findByLabelText('New Password'), 'Fresh#Guest2026');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Fresh#Guest2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(SERVER.passwordReset)).toBeInTheDocument();
    expect(server.callsOf('resetPassword')[0].body).toEqual({
      token: TOKEN,
      password: 'Fresh#Guest2026',
    });
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows the server message for an expired link and lets the user try again', async () => {
    const server = createFakeServer({
      resetPassword: { statusCode: 400, message: SERVER.resetLinkInvalid },
    });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`, { server });
    await fill(user, await screen.findByLabelText('New Password'), 'Fresh#Guest2026');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Fresh#Guest2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER.resetLinkInvalid);
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it('says the link is invalid when it carries no token', async () => {
    const { server } = renderApp('/reset-password');
    expect(await screen.findByText(SERVER.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(server.requests).toEqual([]);
  });
});
