import { HttpError } from '../../http/HttpError';

/** A 400 shaped like the schema's own validation errors: `field: message`, the problem in result.errors. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, { errors: [{ field, message }] });
