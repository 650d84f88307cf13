import { PROFILE_PASSWORD_PATTERN } from '../constants';
import { VALIDATION } from '../messages';
import { isValidEmail } from './email';
import type { FieldErrors } from './forms';

export interface UserProfileForm {
  first_name: string;
  phone_number: string;
  email_address: string;
  password: string;
  confirm_password: string;
  employee_id: string;
  user_role: string;
  device_id: string;
}

/**
 * Rules of the admin console's user-profile forms (spec 3 §5, with the departures of ARCHITECTURE.md:
 * 'First name field required' for an empty first name, and the password rule of PROFILE_PASSWORD_PATTERN).
 * `create` checks every field; `edit` checks first name, e-mail, phone and employee id, and the password
 * pair only when a new password is typed.
 */
export function userProfileErrors(form: UserProfileForm, mode: 'create' | 'edit' = 'create') {
  const errors: FieldErrors<keyof UserProfileForm> = {};
  if (!form.first_name.trim()) errors.first_name = VALIDATION.profileFirstNameRequired;
  if (!/^\d{10}$/.test(form.phone_number.trim())) errors.phone_number = VALIDATION.validCellNumber;
  if (!form.email_address.trim()) errors.email_address = VALIDATION.registrationEmailRequired;
  else if (!isValidEmail(form.email_address)) errors.email_address = VALIDATION.registrationEmailInvalid;
  if (!form.employee_id.trim()) errors.employee_id = VALIDATION.employeeIdRequired;

  const checkPassword = mode === 'create' || form.password !== '' || form.confirm_password !== '';
  if (checkPassword) {
    if (!PROFILE_PASSWORD_PATTERN.test(form.password)) errors.password = VALIDATION.validProfilePassword;
    if (!form.confirm_password) errors.confirm_password = VALIDATION.confirmPasswordRequired;
    else if (form.password !== form.confirm_password) errors.confirm_password = VALIDATION.passwordsDiffer;
  }
  if (mode === 'create') {
    if (!form.user_role) errors.user_role = VALIDATION.selectRole;
    if (!form.device_id) errors.device_id = VALIDATION.selectDevice;
  }
  return errors;
}
