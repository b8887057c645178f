/**
 * Typed errors a use case throws; the glue maps them to `{ message, code, fields? }` JSON.
 * Anything else that escapes a handler is a bug and becomes a 500 without internals.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'BAD_REQUEST') =>
  new HttpError(400, code, message, fields);
export const unauthorized = (message = 'Please sign in to continue.', code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'You do not have permission to do that.', code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = 'We could not find what you were looking for.', code = 'NOT_FOUND') =>
  new HttpError(404, code, message);
export const methodNotAllowed = (allowed: readonly string[]) =>
  new HttpError(
    405,
    'METHOD_NOT_ALLOWED',
    `This address does not accept that method. Use ${allowed.join(' or ')}.`,
    undefined,
    {
      allow: allowed.join(', '),
    },
  );
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is too large (the limit is ${Math.floor(limitBytes / 1024)} KB).`,
  );
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
export const notImplemented = () =>
  new HttpError(501, 'NOT_IMPLEMENTED', 'This feature is not available yet. Please check back soon.');
