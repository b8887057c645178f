import {
  DynamoDBServiceException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listNewestJobs as listNewestJobsContract } from '../../shared/contracts/jobs';
import { routeOf, routePath } from '../../shared/routes';
import { type ApiEvent, createHttpHandler, defineRoute } from './http-handler';
import { routeKey } from './route-match';
import { isDependencyUnavailable, RETRY_AFTER_SECONDS } from './unavailable';

const meta = { $metadata: { httpStatusCode: 400 } };

describe('isDependencyUnavailable', () => {
  it.each([
    [
      'DynamoDB throttling',
      new ProvisionedThroughputExceededException({ message: 'Rate exceeded', ...meta }),
    ],
    ['the account request limit', new RequestLimitExceeded({ message: 'Too many', ...meta })],
    ['a DynamoDB 500', new InternalServerError({ message: 'boom', $metadata: { httpStatusCode: 500 } })],
    [
      'ThrottlingException as the SDK builds it from a service answer',
      new DynamoDBServiceException({
        name: 'ThrottlingException',
        $fault: 'client',
        message: 'Rate of requests exceeds the allowed throughput.',
        ...meta,
      }),
    ],
    [
      'a 503 under any name',
      new DynamoDBServiceException({
        name: 'Whatever',
        $fault: 'server',
        message: 'unavailable',
        $metadata: { httpStatusCode: 503 },
      }),
    ],
    [
      'a transaction cancelled only by throttling',
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }],
        ...meta,
      }),
    ],
    ['Cognito throttling', Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'a reset connection wrapped by fetch',
      new TypeError('fetch failed', { cause: Object.assign(new Error('socket'), { code: 'ECONNRESET' }) }),
    ],
    ['an SDK timeout', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
  ])('is true for %s', (_case, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    [
      'a failed condition (an answer, not an outage)',
      Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }),
    ],
    [
      'a transaction refused by a condition even if another item was throttled',
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'ThrottlingError' }],
        ...meta,
      }),
    ],
    [
      'a validation error of ours',
      Object.assign(new Error('One or more parameter values were invalid'), {
        name: 'ValidationException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
      }),
    ],
    ['not an error', 'ThrottlingException'],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

/** GET of the newest jobs, as API Gateway sends it. */
function event(): ApiEvent {
  const route = routeOf('listNewestJobs');
  const path = routePath(route.name);
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-503',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      authorizer: { jwt: { claims: {}, scopes: [] } },
    },
  } as unknown as ApiEvent;
}

describe('createHttpHandler with a dependency down', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 503 JSON with Retry-After, not a 500, and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = createHttpHandler('jobs', {
      listNewestJobs: defineRoute(listNewestJobsContract, {
        async handle() {
          throw new ProvisionedThroughputExceededException({ message: 'Rate exceeded', ...meta });
        },
      }),
    });
    const res = await handler(event());
    expect(res.statusCode).toBe(503);
    expect(res.headers).toMatchObject({
      'retry-after': String(RETRY_AFTER_SECONDS),
      'content-type': 'application/json; charset=utf-8',
    });
    expect(JSON.parse(res.body ?? '')).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'We are very busy right now and could not finish that. Please try again in a few seconds.',
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ requestId: 'req-503', fn: 'jobs' });
    expect(error).not.toHaveBeenCalled();
  });

  it('still answers 500 for a bug', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = createHttpHandler('jobs', {
      listNewestJobs: defineRoute(listNewestJobsContract, {
        async handle() {
          throw new RangeError('bug');
        },
      }),
    });
    const res = await handler(event());
    expect(res.statusCode).toBe(500);
    expect(res.headers?.['retry-after']).toBeUndefined();
  });
});
