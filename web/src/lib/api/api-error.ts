import type { ApiError } from '@shared/schemas/error';

/** Codes for failures that never reached the server's error body. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE';

/**
 * THE place a refused session is recognised: a request that carried a token and was answered 401
 * (expired, revoked, or from a pool that no longer knows it). Retrying cannot help, so every screen
 * says the same thing; `isSessionEnded` lets a screen offer signing in again.
 */
export const SESSION_ENDED_CODE = 'SESSION_ENDED';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Every failed API call rejects with this. For HTTP errors `status`, `code`, `message` and `fields`
 * come from the server's error body; for network failures and timeouts `status` is 0 and the message
 * is written for people.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiError, retryAfterSeconds?: number) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Whether the failed request carried an ID token (a 401 then means it expired or the session ended). */
  withToken = false;

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function clientError(code: ClientErrorCode, message: string): ApiRequestError {
  return new ApiRequestError(0, { message, code });
}

export const badResponseError = () =>
  clientError('BAD_RESPONSE', 'We received an unexpected answer from the server. Please try again.');

/** A 401 to a request that carried the session's token (not a wrong password at sign-in). */
export const refusedToken = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 401 && error.withToken;

export function sessionEndedError(): ApiRequestError {
  const error = new ApiRequestError(401, { code: SESSION_ENDED_CODE, message: SESSION_ENDED_MESSAGE });
  error.withToken = true;
  return error;
}

/** Whether a request failed because the session has ended (see SESSION_ENDED_CODE). */
export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.code === SESSION_ENDED_CODE;

/** The message to show for any thrown value, with a fallback for the unexpected. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}
