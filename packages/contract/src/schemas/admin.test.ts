import { describe, expect, it } from 'vitest';
import { USER_PROFILE_DEFAULTS } from '../constants';
import { issuesOf } from '../testing/issuesOf';
import {
  createCustomerRequest,
  createUserProfileRequest,
  deleteCustomerDeviceRequest,
  insertUserProfileDevicesRequest,
  updateUserProfileRequest,
} from './admin';

const profile = {
  first_name: 'Paula',
  email_address: 'paula@example.com',
  password: 'Strong#2024',
  phone_number: '5550100007',
  employee_id: 'E-17',
  user_role: 'guest',
  customer_id: 1,
  device_id: 'DRA-100001',
};

describe('createUserProfileRequest (spec 3 §5)', () => {
  it('accepts a complete profile and fills the defaults of the create form', () => {
    const parsed = createUserProfileRequest.parse(profile);
    expect(parsed).toMatchObject({ ...USER_PROFILE_DEFAULTS, last_name: '', dob: '', company_name: '' });
  });

  it.each([
    ['first_name', '', 'First name field required'],
    ['phone_number', '555010000', 'Please enter a valid cell number'],
    ['phone_number', '555-010-0007', 'Please enter a valid cell number'],
    ['email_address', '', 'Email field required'],
    ['email_address', 'paula@example', 'Please enter valid email'],
    ['password', 'abcdefgh', 'Please enter a valid password'],
    ['employee_id', ' ', 'ID required'],
    ['user_role', 'owner', 'Select a Role'],
    ['device_id', '', 'Select a Device'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(issuesOf(createUserProfileRequest, { ...profile, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    'first_name',
    'email_address',
    'password',
    'phone_number',
    'employee_id',
    'user_role',
    'device_id',
  ])('gives the same message when %s is missing', (field) => {
    const { [field as keyof typeof profile]: _omitted, ...rest } = profile;
    const withValue = issuesOf(createUserProfileRequest, {
      ...profile,
      [field]: field === 'user_role' ? 'x' : '',
    });
    expect(issuesOf(createUserProfileRequest, rest)).toEqual(withValue);
  });

  it('holds passwords to 8-20 of letters, digits and !@#$%^&* with a digit and a special character', () => {
    for (const good of ['abcdef1!', 'A1!bcdefghijklmnopqr'])
      expect(createUserProfileRequest.safeParse({ ...profile, password: good }).success, good).toBe(true);
    for (const bad of ['abc1!', 'A1!bcdefghijklmnopqrs', 'abcdefg1', 'abcdefg!', 'abc def1!', 'abcdef1!€'])
      expect(issuesOf(createUserProfileRequest, { ...profile, password: bad }), bad).toEqual({
        password: 'Please enter a valid password',
      });
  });

  it('checks the month and day lists and the times', () => {
    expect(
      createUserProfileRequest.safeParse({ ...profile, months: 'Jan,Feb', days: 'Mon,Fri' }).success,
    ).toBe(true);
    expect(Object.keys(issuesOf(createUserProfileRequest, { ...profile, months: 'Jan,Foo' }))).toEqual([
      'months',
    ]);
    expect(Object.keys(issuesOf(createUserProfileRequest, { ...profile, days: 'Monday' }))).toEqual(['days']);
    expect(Object.keys(issuesOf(createUserProfileRequest, { ...profile, start_time: '24:00' }))).toEqual([
      'start_time',
    ]);
  });
});

describe('updateUserProfileRequest', () => {
  it('requires first name, e-mail, phone and employee id, and nothing else but the id', () => {
    const { password: _p, user_role: _r, device_id: _d, customer_id: _c, ...edit } = profile;
    expect(updateUserProfileRequest.safeParse({ ...edit, user_id: 9 }).success).toBe(true);
    expect(Object.keys(issuesOf(updateUserProfileRequest, { user_id: 9 })).sort()).toEqual(
      ['email_address', 'employee_id', 'first_name', 'phone_number'].sort(),
    );
  });
});

describe('companies and their devices', () => {
  it('requires a customer name', () => {
    expect(issuesOf(createCustomerRequest, { customer_name: ' ' })).toEqual({
      customer_name: 'Please enter the customer name',
    });
    expect(createCustomerRequest.parse({ customer_name: 'Acme' })).toMatchObject({ city: '', zipcode: '' });
  });

  it('deletes a company device by its link Id (spelt so) and device_id', () => {
    expect(deleteCustomerDeviceRequest.safeParse({ Id: 4, device_id: 'DRA-100001' }).success).toBe(true);
    expect(Object.keys(issuesOf(deleteCustomerDeviceRequest, { id: 4, device_id: 'DRA-100001' }))).toEqual([
      'Id',
    ]);
  });

  it('gives user profiles Admin or Guest, never Owner', () => {
    const body = { device_ids: ['DRA-100001'], user_id: 9 };
    expect(insertUserProfileDevicesRequest.parse({ ...body, role_id: '2' }).role_id).toBe(2);
    expect(issuesOf(insertUserProfileDevicesRequest, { ...body, role_id: 3 })).toEqual({
      role_id: 'Select a Role',
    });
    expect(issuesOf(insertUserProfileDevicesRequest, { ...body, device_ids: [], role_id: 1 })).toEqual({
      device_ids: 'Select a Device',
    });
  });
});
