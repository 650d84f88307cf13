import { isValidEmail } from './email';
import { VALIDATION } from '../messages';
import { phoneError } from './phone';
import { PASSWORD_MIN_LENGTH } from '../constants';

/** Errors keyed by field; an empty object means the form may be sent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some((message) => Boolean(message));

/** E-mail field of sign-in, forgot password and invite. */
export function emailIdError(value: string): string | undefined {
  if (!value.trim()) return VALIDATION.emailRequired;
  if (!isValidEmail(value)) return VALIDATION.emailInvalid;
  return undefined;
}

export function signInErrors(form: { email_address: string; password: string }) {
  const errors: FieldErrors<'email_address' | 'password'> = {};
  errors.email_address = emailIdError(form.email_address);
  if (!form.password) errors.password = VALIDATION.passwordRequired;
  return errors;
}

export interface RegistrationForm {
  first_name: string;
  phone_number: string;
  email_address: string;
  password: string;
  confirm_password: string;
}

/** Registration rules checked on pressing Register (spec 1 §5), plus the server's password length. */
export function registrationErrors(form: RegistrationForm) {
  const errors: FieldErrors<keyof RegistrationForm> = {};
  if (!form.first_name.trim()) errors.first_name = VALIDATION.firstNameRequired;
  errors.phone_number = phoneError(form.phone_number) ?? undefined;
  if (!form.email_address.trim()) errors.email_address = VALIDATION.registrationEmailRequired;
  else if (!isValidEmail(form.email_address)) errors.email_address = VALIDATION.registrationEmailInvalid;
  if (!form.password) errors.password = VALIDATION.passwordRequired;
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = VALIDATION.passwordTooShort;
  if (!form.confirm_password) errors.confirm_password = VALIDATION.confirmPasswordRequired;
  else if (form.password !== form.confirm_password) errors.confirm_password = VALIDATION.passwordsDiffer;
  return errors;
}

/** Shown while typing the registration e-mail. */
export function registrationEmailTypingError(value: string): string | undefined {
  return value && !isValidEmail(value) ? VALIDATION.registrationEmailInvalid : undefined;
}

/** New password plus confirmation (reset password and change password). */
export function newPasswordErrors(form: { password: string; confirm_password: string }) {
  const errors: FieldErrors<'password' | 'confirm_password'> = {};
  if (!form.password) errors.password = VALIDATION.passwordRequired;
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = VALIDATION.passwordTooShort;
  if (!form.confirm_password) errors.confirm_password = VALIDATION.confirmPasswordRequired;
  else if (form.password !== form.confirm_password) errors.confirm_password = VALIDATION.passwordsDiffer;
  return errors;
}
