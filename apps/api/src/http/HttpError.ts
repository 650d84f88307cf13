/** Thrown by handlers: becomes the reply envelope with this status and message (never a 500). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
