import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { SERVER, WEB_FIREBASE_TOKEN } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { fill } from '../test/fill';

// Required fields carry an asterisk in their label, so match the label's start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
// `hidden` also finds the form behind an open modal (MUI hides the rest of the page from assistive tech).
const registerButton = () => screen.getByRole('button', { name: 'Register', hidden: true });

async function openRegister(path = '/register', server = createFakeServer()) {
  const app = renderApp(path, { server });
  await screen.findByRole('heading', { name: 'Register' });
  return app;
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await fill(user, field('First Name'), 'Nina');
  await fill(user, field('Last Name'), 'Newcomer');
  await fill(user, field('Phone Number'), '555-010-7788');
  await fill(user, field('Email'), 'nina@example.com');
  await fill(user, field('Password'), 'Nina#123456');
  await fill(user, field('Confirm Password'), 'Nina#123456');
}

describe('RegisterPage validation', () => {
  it('shows every required-field message and sends nothing for an empty form', async () => {
    const { user, server } = await openRegister();
    await user.click(registerButton());
    expect(screen.getByText('first name field required')).toBeInTheDocument();
    expect(screen.getByText('Please put valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Email field required')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['12345', 'Please put 10 digit phone number'],
    ['555-0101-0001', 'Please put 10 digit phone number'],
    ['555O100001', 'Please put valid phone number'],
    ['5550-10-0001', 'Please put valid phone number'],
  ])('refuses the phone number %s with "%s" and clears the field', async (phone, message) => {
    const { user, server } = await openRegister();
    await fillValidForm(user);
    await fill(user, field('Phone Number'), phone);
    await user.click(registerButton());
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field('Phone Number')).toHaveValue('');
    expect(server.requests).toEqual([]);
  });

  it('says "Please enter valid email" while an invalid address is typed', async () => {
    const { user, server } = await openRegister();
    await user.type(field('Email'), 'nina@');
    expect(screen.getByText('Please enter valid email')).toBeInTheDocument();
    await user.type(field('Email'), 'example.com');
    expect(screen.queryByText('Please enter valid email')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('refuses different password and confirmation, and a short password', async () => {
    const { user, server } = await openRegister();
    await fillValidForm(user);
    await fill(user, field('Confirm Password'), 'Nina#654321');
    await user.click(registerButton());
    expect(screen.getByText('Password and confirm password should be same')).toBeInTheDocument();

    await fill(user, field('Password'), 'short');
    await user.click(registerButton());
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});

describe('RegisterPage sending', () => {
  it('sends the spec payload, shows Success, clears the form, and Ok goes to sign-in', async () => {
    const server = createFakeServer({
      registration: { statusCode: 200, message: SERVER.registrationSuccess },
    });
    const { user, pathname } = await openRegister('/register', server);
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Corporate' }));
    await user.click(registerButton());

    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(dialog).getByText(SERVER.registrationSuccess)).toBeInTheDocument();
    expect(server.callsOf('registration')[0].body).toEqual({
      first_name: 'Nina',
      last_name: 'Newcomer',
      password: 'Nina#123456',
      email_address: 'nina@example.com',
      phone_number: '555-010-7788',
      dob: dayjs().format('MM/DD/YYYY'),
      user_type: 'corporate',
      loginType: 'eRisk',
      comapny_name: '',
      device_id: '',
      firebase_token: WEB_FIREBASE_TOKEN,
    });
    expect(field('First Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Individual', hidden: true })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it('shows the duplicate message in an Error modal and stays on the form', async () => {
    const server = createFakeServer({
      registration: { statusCode: 400, message: SERVER.duplicateUser },
    });
    const { user, pathname } = await openRegister('/register', server);
    await fillValidForm(user);
    await user.click(registerButton());

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Email Address or mobile number already exists!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathname()).toBe('/register');
    expect(field('First Name')).toHaveValue('Nina');
  });

  it('disables Register while the request runs', async () => {
    let answer: (value: { statusCode: number; message: string }) => void = () => undefined;
    const server = createFakeServer({
      registration: () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = await openRegister('/register', server);
    await fillValidForm(user);
    await user.click(registerButton());
    await waitFor(() => expect(registerButton()).toBeDisabled());
    answer({ statusCode: 200, message: SERVER.registrationSuccess });
    await screen.findByRole('dialog', { name: 'Success' });
    expect(registerButton()).toBeEnabled();
  });

  it('fills in the e-mail of an invitation link and defaults to Individual', async () => {
    await openRegister('/register?email=invitee%40example.com');
    expect(field('Email')).toHaveValue('invitee@example.com');
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
  });

  it('goes back to sign-in from the header', async () => {
    const { user, pathname } = await openRegister();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });
});
