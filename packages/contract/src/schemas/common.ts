import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECORD_ID_MAX,
  YES_NO,
} from '../constants';
import { VALIDATION } from '../messages';
import { isValidEmail } from '../validation/email';
import { WIRE_DATE_LAST, WIRE_DATE_RANGE_MS, wireDateError } from '../wireDate';
import { WIRE_TIME_ERROR, WIRE_TIME_PATTERN } from '../wireTime';
import { checkStoragePath } from '../validation/storagePath';

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

/**
 * An e-mail address, by the one rule of validation/email.ts, with the texts of the form it belongs to.
 * Every check aborts: a value over the length limit is refused before the address rule looks at it.
 */
export const emailAddress = (messages: { required?: string; invalid: string }) => {
  const text = z.string({ error: messages.required ?? messages.invalid }).trim();
  return (messages.required ? text.min(1, { error: messages.required, abort: true }) : text)
    .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
    .refine(isValidEmail, { error: messages.invalid, abort: true });
};

/** The e-mail of forgotPassword: the sign-in screen's message. */
export const email = emailAddress({ invalid: VALIDATION.emailInvalid });

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: 'must be at most 128 characters' });

export const personName = z.string().trim().max(NAME_MAX_LENGTH, { error: 'must be at most 100 characters' });

/** MM/DD/YYYY, a real calendar date from 01/01/1900 to 12/31/9998 (wireDate.ts says why). */
export const wireDate = z.string().check((ctx) => {
  const message = wireDateError(ctx.value);
  if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
});

/** hh:mm AM/PM, a time of day. */
export const wireTime = z.string().regex(WIRE_TIME_PATTERN, { error: WIRE_TIME_ERROR });

/** Device ids are the gateway's serial, e.g. DR-A1B2C3D4. */
export const deviceId = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(64, { error: 'must be at most 64 characters' });

export const deviceRef = z.object({ device_id: deviceId });

/** A positive integer id that may arrive as a number or a numeric string (path and query parameters). */
export const intId = z.coerce.number().int().positive().max(RECORD_ID_MAX);

export const flag = z.union([z.literal(0), z.literal(1)]);

/** A moment as epoch milliseconds (scan schedules, telemetry). */
export const epochMs = z
  .number({ error: 'must be a time in epoch milliseconds' })
  .int()
  .min(0)
  // The wire-date range: a moment any wire date or PostgreSQL timestamp can still hold.
  .max(WIRE_DATE_RANGE_MS.end - 1, { error: `must be a time no later than ${WIRE_DATE_LAST}` });

/** Text a server keeps; trimmed, with a bound. */
export const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/** 'Yes' or 'No', the flags of user profiles. */
export const yesNo = z.enum(YES_NO, { error: "must be 'Yes' or 'No'" });

/**
 * The id of a record that may arrive as a number or a numeric string (ids of customers, users, groups).
 * Never above RECORD_ID_MAX: a larger number is no id of ours, and the database refuses to compare it.
 */
export const recordId = z.coerce
  .number({ error: 'must be a numeric id' })
  .int({ error: 'must be a numeric id' })
  .positive({ error: 'must be a numeric id' })
  .max(RECORD_ID_MAX, { error: 'must be a numeric id' });

/**
 * An absolute path on a device's storage or in its cloud folder, e.g. /dRisk/DRA-100001/Photos.
 * Checked by checkStoragePath (validation/storagePath.ts), the one rule of every path a client sends;
 * the parsed value drops a trailing slash.
 */
export const storagePath = z.string().transform((value, ctx) => {
  const checked = checkStoragePath(value);
  if (checked.ok) return checked.path;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** The `value`s of a constant option list as a typed tuple, so z.enum and z.literal can take them. */
export const valuesOf = <const T extends readonly { value: string | number }[]>(options: T) =>
  options.map((option) => option.value) as { -readonly [K in keyof T]: T[K]['value'] };
