import { describe, expect, it } from 'vitest';
import { hasErrors } from './forms';
import { userProfileErrors, type UserProfileForm } from './userProfile';

const form: UserProfileForm = {
  first_name: 'Paula',
  phone_number: '5550100007',
  email_address: 'paula@example.com',
  password: 'Strong#2024',
  confirm_password: 'Strong#2024',
  employee_id: 'E-17',
  user_role: 'guest',
  device_id: 'DRA-100001',
};

describe('user-profile form (create)', () => {
  it('lets a complete form through', () => {
    expect(hasErrors(userProfileErrors(form))).toBe(false);
  });

  it('gives every message of spec 3 §5 for an empty form', () => {
    const empty = Object.fromEntries(Object.keys(form).map((key) => [key, ''])) as unknown as UserProfileForm;
    expect(userProfileErrors(empty)).toEqual({
      first_name: 'First name field required',
      phone_number: 'Please enter a valid cell number',
      email_address: 'Email field required',
      password: 'Please enter a valid password',
      confirm_password: 'Please confirm your password',
      employee_id: 'ID required',
      user_role: 'Select a Role',
      device_id: 'Select a Device',
    });
  });

  it('checks the e-mail form and the password pair', () => {
    expect(userProfileErrors({ ...form, email_address: 'paula@' }).email_address).toBe(
      'Please enter valid email',
    );
    expect(userProfileErrors({ ...form, confirm_password: 'Strong#2025' }).confirm_password).toBe(
      'Password and confirm password should be same',
    );
  });
});

describe('user-profile form (edit)', () => {
  it('checks only first name, e-mail, phone and employee id while no new password is typed', () => {
    const edit = { ...form, password: '', confirm_password: '', user_role: '', device_id: '' };
    expect(userProfileErrors(edit, 'edit')).toEqual({});
    expect(Object.keys(userProfileErrors({ ...edit, first_name: '', phone_number: '12' }, 'edit'))).toEqual([
      'first_name',
      'phone_number',
    ]);
  });

  it('checks a new password when one is typed', () => {
    expect(userProfileErrors({ ...form, password: 'weak', confirm_password: 'weak' }, 'edit').password).toBe(
      'Please enter a valid password',
    );
  });
});
