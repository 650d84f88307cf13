import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STORAGE_PATH_MAX_LENGTH,
  WIRE_DATE_PATTERN,
  YES_NO,
} from '../constants';
import { VALIDATION } from '../messages';
import { EMAIL_PATTERN, isValidEmail } from '../validation/email';

/** The reply envelope of every 3.0 call; the HTTP status equals statusCode. */
export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({ statusCode: z.number().int(), message: z.string(), result });

export interface ApiReply<T> {
  statusCode: number;
  message: string;
  result: T;
}

/** A call with no body, or a reply with nothing in result. */
export const emptyRequest = z.object({}).loose();
export const emptyResult = z.object({}).loose().nullable();

// Defined without zod (validation/email.ts) so browser forms can use it alone; re-exported for old imports.
export { EMAIL_PATTERN, isValidEmail };

export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'must be at most 254 characters' })
  .regex(EMAIL_PATTERN, { error: VALIDATION.emailInvalid });

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: 'must be at most 128 characters' });

export const personName = z.string().trim().max(NAME_MAX_LENGTH, { error: 'must be at most 100 characters' });

/** MM/DD/YYYY, a real calendar date. */
export const wireDate = z
  .string()
  // abort: a malformed text gets only the format message, not the calendar one as well
  .regex(WIRE_DATE_PATTERN, { error: 'must be a date as MM/DD/YYYY', abort: true })
  .refine(
    (value) => {
      const [m, d, y] = value.split('/').map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: 'must be a real calendar date' },
  );

/** Device ids are the gateway's serial, e.g. DR-A1B2C3D4. */
export const deviceId = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(64, { error: 'must be at most 64 characters' });

export const deviceRef = z.object({ device_id: deviceId });

/** A positive integer id that may arrive as a number or a numeric string (path and query parameters). */
export const intId = z.coerce.number().int().positive();

export const flag = z.union([z.literal(0), z.literal(1)]);

/** A moment as epoch milliseconds (scan schedules, telemetry). */
export const epochMs = z.number({ error: 'must be a time in epoch milliseconds' }).int().min(0);

/** Text a server keeps; trimmed, with a bound. */
export const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/** 'Yes' or 'No', the flags of user profiles. */
export const yesNo = z.enum(YES_NO, { error: "must be 'Yes' or 'No'" });

/** The id of a record that may arrive as a number or a numeric string (ids of customers, users, groups). */
export const recordId = z.coerce
  .number({ error: 'must be a numeric id' })
  .int({ error: 'must be a numeric id' })
  .positive({ error: 'must be a numeric id' });

/**
 * An absolute path on a device's storage or in its cloud folder, e.g. /dRisk/DRA-100001/Photos.
 * No `..` segments and no control characters, so a path can never leave the device's root.
 */
export const storagePath = z
  .string()
  .max(STORAGE_PATH_MAX_LENGTH, { error: `must be at most ${STORAGE_PATH_MAX_LENGTH} characters` })
  .regex(/^\//, { error: 'must be an absolute path starting with /', abort: true })
  // eslint-disable-next-line no-control-regex -- control characters are what a path must not hold
  .refine((value) => !/[\u0000-\u001f]/.test(value), { error: 'must not contain control characters' })
  .refine((value) => !value.split('/').includes('..'), { error: 'must not contain .. segments' });

/** The `value`s of a constant option list as a typed tuple, so z.enum and z.literal can take them. */
export const valuesOf = <const T extends readonly { value: string | number }[]>(options: T) =>
  options.map((option) => option.value) as { -readonly [K in keyof T]: T[K]['value'] };
