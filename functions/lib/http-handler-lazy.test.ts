import { describe, expect, it, vi } from 'vitest';
import { type ApiEvent, createHttpHandler, defineRoute } from './http-handler';

/** GET /jobs, the public list: no claims, no body. */
const listJobs = {
  version: '2.0',
  routeKey: 'GET /jobs',
  rawPath: '/jobs',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: {
    requestId: 'req-lazy',
    http: { method: 'GET', path: '/jobs', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    authorizer: { jwt: { claims: {}, scopes: [] } },
  },
} as unknown as ApiEvent;

const route = defineRoute({
  async handle() {
    return { body: { jobs: [] } };
  },
});

describe('createHttpHandler with routes loaded on demand', () => {
  it('loads a route on its first request only, and never loads the routes nobody asked for', async () => {
    const listNewestJobs = vi.fn(async () => route);
    const createJob = vi.fn(async () => route);
    const handler = createHttpHandler('jobs', { listNewestJobs, createJob });
    expect(listNewestJobs).not.toHaveBeenCalled();

    const answers = await Promise.all([handler(listJobs), handler(listJobs), handler(listJobs)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(JSON.parse(answers[0]?.body ?? '')).toEqual({ jobs: [] });
    expect(listNewestJobs).toHaveBeenCalledOnce();
    expect(createJob).not.toHaveBeenCalled();
  });

  it('answers 500 when a route cannot be loaded, and loads it again on the next request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listNewestJobs = vi
      .fn<() => Promise<typeof route>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(route);
    const handler = createHttpHandler('jobs', { listNewestJobs });

    const failed = await handler(listJobs);
    expect(failed.statusCode).toBe(500);
    expect(JSON.parse(failed.body ?? '').code).toBe('INTERNAL_ERROR');

    const retried = await handler(listJobs);
    expect(retried.statusCode).toBe(200);
    expect(listNewestJobs).toHaveBeenCalledTimes(2);
  });
});
