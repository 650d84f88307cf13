import { PHONE_DASHED_LENGTH, PHONE_DIGITS } from '../constants';
import { VALIDATION } from '../messages';

const DASHED = /^\d{3}-\d{3}-\d{4}$/;
const PLAIN = /^\d+$/;

/**
 * Registration phone rule (spec 1 §5): ten digits, or ddd-ddd-dddd. Returns the message to show, or null.
 * Only digits and dashes are acceptable characters; a number of the wrong length gets the length message.
 */
export function phoneError(raw: string): string | null {
  const value = raw.trim();
  if (!/^[\d-]+$/.test(value)) return VALIDATION.phoneInvalid;
  if (value.includes('-')) {
    if (value.length !== PHONE_DASHED_LENGTH) return VALIDATION.phoneLength;
    return DASHED.test(value) ? null : VALIDATION.phoneInvalid;
  }
  if (!PLAIN.test(value)) return VALIDATION.phoneInvalid;
  return value.length === PHONE_DIGITS ? null : VALIDATION.phoneLength;
}

export const isValidPhone = (raw: string) => phoneError(raw) === null;

/** Digits only, so 555-010-0001 and 5550100001 are the same number (duplicate check). */
export const normalizePhone = (raw: string) => raw.replace(/\D/g, '');
