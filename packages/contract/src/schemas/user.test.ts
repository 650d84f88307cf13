import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issuesOf';
import {
  changePasswordRequest,
  inviteUserRequest,
  loginRequest,
  profilePicRequest,
  registrationRequest,
  updateProfileRequest,
} from './user';

describe('loginRequest and inviteUserRequest (spec 1 §5)', () => {
  it('gives one message per field, the form messages', () => {
    expect(issuesOf(loginRequest, { email_address: '', password: '' })).toEqual({
      email_address: 'Please enter email-id',
      password: 'Please enter password',
    });
    expect(issuesOf(loginRequest, { email_address: 'olivia@', password: 'x' })).toEqual({
      email_address: 'Please enter valid email-id',
    });
  });

  it('invites only as Admin or Guest', () => {
    const invite = { email_address: 'guest@example.com', userType: 'Guest', device_id: 'DRA-100001' };
    expect(inviteUserRequest.safeParse(invite).success).toBe(true);
    expect(Object.keys(issuesOf(inviteUserRequest, { ...invite, userType: 'Owner' }))).toEqual(['userType']);
  });
});

describe('registrationRequest', () => {
  const registration = {
    first_name: 'Rita',
    password: 'Secret#123',
    email_address: 'rita@example.com',
    phone_number: '555-010-0009',
    dob: '07/14/1990',
    user_type: 'individual',
    loginType: 'eRisk',
  };

  it('keeps the spelling comapny_name and fills the empty fields the screen sends', () => {
    expect(registrationRequest.parse(registration)).toMatchObject({
      comapny_name: '',
      device_id: '',
      last_name: '',
    });
  });

  it('gives the registration screen messages', () => {
    expect(
      issuesOf(registrationRequest, {
        ...registration,
        first_name: ' ',
        email_address: '',
        phone_number: '12345',
      }),
    ).toEqual({
      first_name: 'first name field required',
      email_address: 'Email field required',
      phone_number: 'Please put 10 digit phone number',
    });
    expect(
      issuesOf(registrationRequest, {
        ...registration,
        email_address: 'rita@example',
        phone_number: '555.010.0009',
      }),
    ).toEqual({ email_address: 'Please enter valid email', phone_number: 'Please put valid phone number' });
  });

  it('refuses a date of birth that does not exist', () => {
    expect(issuesOf(registrationRequest, { ...registration, dob: '02/30/2024' })).toEqual({
      dob: 'must be a real calendar date',
    });
  });
});

describe('account calls (spec 2 §5)', () => {
  it("says 'Invalid Phone Number!' for a phone that is not 10 digits, and requires the first name", () => {
    const edit = { first_name: 'Olivia', last_name: 'Owner', phone_number: '5550100001', dob: '01/02/1980' };
    expect(updateProfileRequest.safeParse(edit).success).toBe(true);
    expect(issuesOf(updateProfileRequest, { ...edit, phone_number: '55501000011', first_name: '' })).toEqual({
      phone_number: 'Invalid Phone Number!',
      first_name: 'First name is required',
    });
  });

  it('requires the old password', () => {
    expect(issuesOf(changePasswordRequest, { oldPassword: '', newPassword: 'Newpass#123' })).toEqual({
      oldPassword: 'Please enter your old password',
    });
  });

  it('takes the profile picture as base64 without a data: prefix', () => {
    expect(profilePicRequest.safeParse({ profile_url: 'iVBORw0KGgo=' }).success).toBe(true);
    expect(issuesOf(profilePicRequest, { profile_url: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual({
      profile_url: 'must be base64 without a data: prefix',
    });
  });
});
