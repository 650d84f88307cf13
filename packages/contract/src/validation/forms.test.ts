import { describe, expect, it } from 'vitest';
import {
  emailIdError,
  hasErrors,
  newPasswordErrors,
  registrationEmailTypingError,
  registrationErrors,
  signInErrors,
  type RegistrationForm,
} from './forms';

describe('sign-in (spec 1 §5)', () => {
  it('asks for an e-mail when it is empty or blank', () => {
    expect(signInErrors({ email_address: '', password: 'x' }).email_address).toBe('Please enter email-id');
    expect(signInErrors({ email_address: '   ', password: 'x' }).email_address).toBe('Please enter email-id');
  });

  it('rejects an e-mail of the wrong form', () => {
    for (const bad of ['owner', 'owner@', 'owner@example', '@example.com', 'own er@example.com'])
      expect(signInErrors({ email_address: bad, password: 'x' }).email_address, bad).toBe(
        'Please enter valid email-id',
      );
  });

  it('asks for the password', () => {
    expect(signInErrors({ email_address: 'owner@example.com', password: '' }).password).toBe(
      'Please enter password',
    );
  });

  it('lets a valid e-mail and a password through', () => {
    expect(hasErrors(signInErrors({ email_address: ' owner@example.com ', password: 'Owner#12345' }))).toBe(
      false,
    );
  });

  it('uses the same e-mail rule for forgot password and invite', () => {
    expect(emailIdError('')).toBe('Please enter email-id');
    expect(emailIdError('guest@')).toBe('Please enter valid email-id');
    expect(emailIdError('guest@example.com')).toBeUndefined();
  });
});

describe('registration (spec 1 §5)', () => {
  const valid: RegistrationForm = {
    first_name: 'Rita',
    phone_number: '5550100001',
    email_address: 'rita@example.com',
    password: 'Secret#123',
    confirm_password: 'Secret#123',
  };
  const errorsWith = (change: Partial<RegistrationForm>) => registrationErrors({ ...valid, ...change });

  it('accepts a complete form, with a dashed or undashed phone', () => {
    expect(hasErrors(registrationErrors(valid))).toBe(false);
    expect(hasErrors(errorsWith({ phone_number: '555-010-0001' }))).toBe(false);
  });

  it('requires the first name', () => {
    expect(errorsWith({ first_name: ' ' }).first_name).toBe('first name field required');
  });

  it('says "Please put valid phone number" for anything but digits and dashes, or a badly grouped dashed number', () => {
    expect(errorsWith({ phone_number: '' }).phone_number).toBe('Please put valid phone number');
    expect(errorsWith({ phone_number: '(555) 010 0001' }).phone_number).toBe('Please put valid phone number');
    expect(errorsWith({ phone_number: '555-0100-001' }).phone_number).toBe('Please put valid phone number');
  });

  it('says "Please put 10 digit phone number" for 10 digits the wrong length, undashed or dashed', () => {
    expect(errorsWith({ phone_number: '555010000' }).phone_number).toBe('Please put 10 digit phone number');
    expect(errorsWith({ phone_number: '55501000011' }).phone_number).toBe('Please put 10 digit phone number');
    expect(errorsWith({ phone_number: '555-010-00011' }).phone_number).toBe(
      'Please put 10 digit phone number',
    );
    expect(errorsWith({ phone_number: '555-010-001' }).phone_number).toBe('Please put 10 digit phone number');
  });

  it('requires a valid e-mail', () => {
    expect(errorsWith({ email_address: '' }).email_address).toBe('Email field required');
    expect(errorsWith({ email_address: 'rita@example' }).email_address).toBe('Please enter valid email');
  });

  it('shows the typing message only for a non-empty invalid e-mail', () => {
    expect(registrationEmailTypingError('')).toBeUndefined();
    expect(registrationEmailTypingError('rita@')).toBe('Please enter valid email');
    expect(registrationEmailTypingError('rita@example.com')).toBeUndefined();
  });

  it('requires the confirmation, equal to the password', () => {
    expect(errorsWith({ confirm_password: '' }).confirm_password).toBe('Please confirm your password');
    expect(errorsWith({ confirm_password: 'Secret#124' }).confirm_password).toBe(
      'Password and confirm password should be same',
    );
  });

  it("requires a password of the server's minimum length", () => {
    expect(errorsWith({ password: '', confirm_password: '' }).password).toBe('Please enter password');
    expect(errorsWith({ password: 'short', confirm_password: 'short' }).password).toBe(
      'Password must be at least 8 characters',
    );
  });
});

describe('new password with confirmation (reset and change password)', () => {
  it('checks presence, length and equality', () => {
    expect(newPasswordErrors({ password: '', confirm_password: '' })).toEqual({
      password: 'Please enter password',
      confirm_password: 'Please confirm your password',
    });
    expect(
      newPasswordErrors({ password: 'Longenough1', confirm_password: 'Longenough2' }).confirm_password,
    ).toBe('Password and confirm password should be same');
    expect(hasErrors(newPasswordErrors({ password: 'Longenough1', confirm_password: 'Longenough1' }))).toBe(
      false,
    );
  });
});
