/**
 * The e-mail rule, without zod: forms in the browser check it without loading the schemas (the sign-in
 * page stays small), and schemas/common.ts builds the `email` schema from the same pattern.
 */

/** Basic e-mail pattern shared by every form and by the server. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
