import { SERVER } from '@drisk/contract/client';

/**
 * A call that did not succeed: the server answered with a statusCode other than 200 (its message and result
 * are kept as sent), or the server could not be reached at all (statusCode 0).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The reply's statusCode (equal to the HTTP status), or 0 when no reply arrived. */
  readonly statusCode: number;
  /** The reply's result, often null; some errors carry details here. */
  readonly result: unknown;

  constructor(statusCode: number, message: string, result: unknown = null, options?: ErrorOptions) {
    super(message, options);
    this.statusCode = statusCode;
    this.result = result;
  }

  /** The 401 the server sends for an expired or revoked token: the user must sign in again. */
  get isSessionExpired(): boolean {
    return this.statusCode === 401 && this.message === SERVER.sessionExpired;
  }

  /** No reply arrived (offline, DNS, refused connection). */
  get isNetworkError(): boolean {
    return this.statusCode === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True for the ApiError of an expired or revoked session. */
export const isSessionExpiredError = (error: unknown): error is ApiError =>
  isApiError(error) && error.isSessionExpired;
