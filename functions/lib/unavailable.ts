import { HttpError } from './errors';

/*
 * A dependency (DynamoDB, Cognito, SES, Lambda) that is throttling us or is down is not a bug in our
 * code and not the caller's fault: the right answer is 503 with Retry-After, so a browser (or a
 * client's retry policy) tries again later instead of showing "something went wrong". Everything
 * else that escapes a handler stays a 500.
 *
 * The SDK has already retried these with backoff (3 attempts by default) before they reach us, so
 * a few seconds is a fair Retry-After.
 */

/** How long the client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Error names (SDK `error.name`) that mean "throttled" or "the service is not available right now". */
const transientNames = new Set([
  // DynamoDB
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TransactionConflictException',
  'TransactionInProgressException',
  // Cognito (and other services' spellings)
  'TooManyRequestsException',
  'InternalErrorException',
  'ServiceUnavailableException',
  'ServiceException',
  'Throttling',
  'ThrottledException',
  'InternalFailure',
  // The secrets extension could not give a secret (functions/lib/secrets.ts).
  'SecretUnavailableError',
  // The SDK's own: a request that timed out.
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

/** Cancellation reasons of a DynamoDB transaction that say nothing was decided, only that it was refused for now. */
const transientCancellationReasons = new Set([
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'TransactionConflict',
  'RequestLimitExceeded',
]);

/** Socket-level failures: the service could not be reached at all. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
]);

interface SdkLikeError {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $retryable?: { throttling?: boolean };
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: { Code?: string }[];
}

/** True when `error` means a dependency is throttling or unavailable, so the request can be retried as it is. */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 3) return false;
  const e = error as SdkLikeError;
  if (typeof e.name === 'string' && transientNames.has(e.name)) return true;
  if (e.$retryable?.throttling) return true;
  // An AWS service answering 5xx: its own fault, whatever it calls it.
  if (e.$fault === 'server' && (e.$metadata?.httpStatusCode ?? 500) >= 500) return true;
  if (e.name === 'TransactionCanceledException' && Array.isArray(e.CancellationReasons)) {
    const codes = e.CancellationReasons.map((reason) => reason?.Code ?? 'None');
    return (
      !codes.includes('ConditionalCheckFailed') &&
      codes.some((code) => transientCancellationReasons.has(code))
    );
  }
  if (typeof e.code === 'string' && networkCodes.has(e.code)) return true;
  // Node's fetch and the SDK wrap socket errors: look one level down.
  return isDependencyUnavailable(e.cause, depth + 1);
}

export const serviceUnavailable = () =>
  new HttpError(
    503,
    'SERVICE_UNAVAILABLE',
    'We are very busy right now and could not finish that. Please try again in a few seconds.',
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
