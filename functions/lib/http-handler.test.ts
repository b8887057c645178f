import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { applyToJob } from '../../shared/contracts/applications';
import { listNewestJobs } from '../../shared/contracts/jobs';
import { listOwnReports } from '../../shared/contracts/reports';
import { apiPath, type RouteName, routeOf, routePath } from '../../shared/routes';
import type { Caller } from './caller';
import { conflict, HttpError } from './errors';
import { type ApiEvent, createHttpHandler, defineRoute } from './http-handler';
import { logger } from './logger';
import { routeKey } from './route-match';

// The profile guard reads the users table: here it answers "found", and records whom it was asked about.
const profileGuard = vi.hoisted(() => ({ asked: [] as string[], found: true }));
vi.mock('./profile-guard', async (original) => ({
  ...(await original<typeof import('./profile-guard')>()),
  async assertProfileExists(userId: string) {
    profileGuard.asked.push(userId);
    if (!profileGuard.found) throw (await original<typeof import('./profile-guard')>()).profileNotFound();
  },
}));

function event(method: string, path: string, key: string, opts: EventOptions = {}): ApiEvent {
  return {
    version: '2.0',
    routeKey: key,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    ...opts,
    requestContext: {
      requestId: 'req-123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      authorizer: { jwt: { claims: opts.claims ?? {}, scopes: [] } },
    },
  } as unknown as ApiEvent;
}

type EventOptions = Partial<ApiEvent> & { claims?: Record<string, string> };

/** Route `name`'s event as API Gateway sends it: method, path (`params` filled in) and route key from the table. */
function routeEvent(
  name: RouteName,
  { params, ...opts }: EventOptions & { params?: Record<string, string> } = {},
) {
  const route = routeOf(name);
  return event(route.method, routePath(name, params), routeKey(route), opts);
}

const employerClaims = { sub: 'emp-1', email: 'e@example.com', 'custom:role': '2', token_use: 'id' };

describe('createHttpHandler', () => {
  afterEach(() => vi.restoreAllMocks());

  it("records the viewer's IP on the access line, not the CloudFront edge's", async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const handler = createHttpHandler('jobs', {
      listNewestJobs: defineRoute(
        { name: 'listNewestJobs', response: z.unknown() },
        {
          async handle() {
            return { body: { data: [] } };
          },
        },
      ),
    });
    const viaEdge = routeEvent('listNewestJobs', {
      headers: { 'content-type': 'application/json', 'x-viewer-ip': '198.51.100.10' },
    });
    const res = await handler(viaEdge);
    expect(res.statusCode).toBe(200);
    expect(info).toHaveBeenCalledWith(
      'access',
      expect.objectContaining({ routeKey: viaEdge.routeKey, status: 200, viewerIp: '198.51.100.10' }),
    );
  });

  it('answers an unexpected error with a 500 JSON that hides internals, and logs it with the request id', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = createHttpHandler('jobs', {
      listNewestJobs: defineRoute(
        { name: 'listNewestJobs', response: z.unknown() },
        {
          async handle() {
            throw new Error('connection string postgres://secret@db');
          },
        },
      ),
    });
    const res = await handler(routeEvent('listNewestJobs'));
    expect(res.statusCode).toBe(500);
    const body = JSON.parse(res.body ?? '');
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toContain('req-123');
    expect(res.body).not.toContain('secret');
    expect(errorLog).toHaveBeenCalledOnce();
    const logged = JSON.parse(String(errorLog.mock.calls[0]?.[0]));
    expect(logged).toMatchObject({ level: 'ERROR', requestId: 'req-123', fn: 'jobs' });
    expect(logged.error.message).toContain('postgres://');
  });

  it('maps typed errors to their status and code', async () => {
    const handler = createHttpHandler('jobs', {
      createJob: defineRoute(
        {
          name: 'createJob',
          body: z.strictObject({
            title: z.string().check(z.minLength(5, 'Job Title must be at least 5 characters.')),
          }),
          response: z.unknown(),
        },
        {
          async handle() {
            throw conflict('Already there.', 'DUPLICATE');
          },
        },
      ),
    });
    const ok = await handler(
      routeEvent('createJob', { body: '{"title":"Dog walking"}', claims: employerClaims }),
    );
    expect(ok.statusCode).toBe(409);
    expect(JSON.parse(ok.body ?? '')).toEqual({ message: 'Already there.', code: 'DUPLICATE' });
  });

  it('reports the spec message of the first invalid field, and every field', async () => {
    const handler = createHttpHandler('jobs', {
      createJob: defineRoute(
        {
          name: 'createJob',
          body: z.strictObject({
            title: z.string().check(z.minLength(5, 'Job Title must be at least 5 characters.')),
            price: z.optional(z.number().check(z.gte(1, 'Price must be greater than 0.'))),
          }),
          response: z.unknown(),
        },
        {
          async handle() {
            return { status: 201 };
          },
        },
      ),
    });
    const res = await handler(
      routeEvent('createJob', {
        body: '{"title":"Dog","price":0,"isAdmin":true}',
        claims: employerClaims,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '')).toEqual({
      message: 'Job Title must be at least 5 characters.',
      code: 'VALIDATION_FAILED',
      fields: {
        title: 'Job Title must be at least 5 characters.',
        price: 'Price must be greater than 0.',
        isAdmin: 'Unknown field "isAdmin".',
      },
    });
  });

  it('answers 501 for a route whose handler is not written yet', async () => {
    const handler = createHttpHandler('moderation', {});
    const res = await handler(
      routeEvent('reportJob', {
        params: { id: 'x' },
        body: '{}',
        claims: employerClaims,
        pathParameters: { id: 'x' },
      }),
    );
    expect(res.statusCode).toBe(501);
    expect(JSON.parse(res.body ?? '').code).toBe('NOT_IMPLEMENTED');
  });

  it('answers the API Gateway $default route with 404 or 405 from the route table', async () => {
    const handler = createHttpHandler('jobs', {});
    const unknown = await handler(event('GET', '/api/nothing', '$default'));
    expect(unknown.statusCode).toBe(404);
    const wrongMethod = await handler(event('PUT', apiPath('listNewestJobs'), '$default'));
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers?.allow).toBe('GET');
  });

  it("answers 405 where API Gateway picks an {id} route for another resource's fixed address", async () => {
    // API Gateway has no PUT /alerts/unsubscribe, so it sends the request to PUT /alerts/{id}.
    const ran: string[] = [];
    const handler = createHttpHandler('alerts', {
      updateSavedSearch: defineRoute(
        { name: 'updateSavedSearch', response: z.unknown() },
        {
          async handle() {
            ran.push('updateSavedSearch');
            return { body: {} };
          },
        },
      ),
    });
    const res = await handler(
      event('PUT', routePath('unsubscribeAlerts'), 'PUT /alerts/{id}', {
        pathParameters: { id: 'unsubscribe' },
        body: '{}',
        claims: { sub: 'st-1', email: 's@example.com', 'custom:role': '1', token_use: 'id' },
      }),
    );
    expect(res.statusCode).toBe(405);
    expect(res.headers?.allow).toBe('POST');
    expect(ran).toEqual([]);
  });

  it('refuses a body on a route that takes none, and a body that is not JSON', async () => {
    const handler = createHttpHandler('jobs', {
      listNewestJobs: defineRoute(
        { name: 'listNewestJobs', response: z.unknown() },
        {
          async handle() {
            return { body: [] };
          },
        },
      ),
    });
    expect((await handler(routeEvent('listNewestJobs', { body: '{"a":1}' }))).statusCode).toBe(400);
    const notJson = await handler(
      routeEvent('listNewestJobs', { body: 'a=1', headers: { 'content-type': 'text/plain' } }),
    );
    expect(notJson.statusCode).toBe(415);
  });

  it('enforces access from the route table: 401 without claims, 403 with the wrong role', async () => {
    const handler = createHttpHandler('jobs', {
      listEmployerJobs: defineRoute(
        { name: 'listEmployerJobs', response: z.unknown() },
        {
          async handle() {
            return { body: [] };
          },
        },
      ),
    });
    const anonymous = await handler(routeEvent('listEmployerJobs'));
    expect(anonymous.statusCode).toBe(401);
    const student = await handler(
      routeEvent('listEmployerJobs', {
        claims: { sub: 's', 'custom:role': '1', token_use: 'id' },
      }),
    );
    expect(student.statusCode).toBe(403);
    const employer = await handler(routeEvent('listEmployerJobs', { claims: employerClaims }));
    expect(employer.statusCode).toBe(200);
  });

  it('lets no write of a caller with a role run without their profile, and reads nothing for the others', async () => {
    profileGuard.asked = [];
    profileGuard.found = false;
    const ran: string[] = [];
    const route = <N extends RouteName>(name: N) =>
      defineRoute({ name, response: z.unknown() } as never, {
        async handle() {
          ran.push(name);
          return { body: {} };
        },
      });
    const moderation = createHttpHandler('moderation', { reportJob: route('reportJob') });
    const reports = createHttpHandler('reports', { listOwnReports: route('listOwnReports') });
    const account = createHttpHandler('account', { deleteAccount: route('deleteAccount') });
    const write = await moderation(
      routeEvent('reportJob', { params: { id: 'j' }, claims: employerClaims, pathParameters: { id: 'j' } }),
    );
    expect(write.statusCode).toBe(404);
    expect(JSON.parse(write.body ?? '').code).toBe('PROFILE_NOT_FOUND');
    expect(profileGuard.asked).toEqual(['emp-1']);
    // A read, a write marked withoutProfile, and a caller without a role (a sign-up half done): no read.
    profileGuard.asked = [];
    expect((await reports(routeEvent('listOwnReports', { claims: employerClaims }))).statusCode).toBe(200);
    expect((await account(routeEvent('deleteAccount', { claims: employerClaims }))).statusCode).toBe(200);
    const roleless = { sub: 'g-1', email: 'g@example.com', token_use: 'id' };
    const rolelessWrite = await moderation(
      routeEvent('reportJob', { params: { id: 'j' }, claims: roleless, pathParameters: { id: 'j' } }),
    );
    expect(rolelessWrite.statusCode).toBe(200);
    expect(profileGuard.asked).toEqual([]);
    expect(ran).toEqual(['listOwnReports', 'deleteAccount', 'reportJob']);
    profileGuard.found = true;
  });

  it('takes only an ID token as a caller: an access token (or none named) is a 401, whatever its claims', async () => {
    const handler = createHttpHandler('jobs', {
      listEmployerJobs: defineRoute(
        { name: 'listEmployerJobs', response: z.unknown() },
        {
          async handle() {
            return { body: [] };
          },
        },
      ),
    });
    for (const tokenUse of ['access', undefined]) {
      const { token_use: _, ...rest } = employerClaims;
      const claims = tokenUse ? { ...rest, token_use: tokenUse } : rest;
      const res = await handler(routeEvent('listEmployerJobs', { claims }));
      expect(res.statusCode, String(tokenUse)).toBe(401);
    }
  });
});

/** GET /jobs, the public list: no claims, no body. */
const listJobs = () => routeEvent('listNewestJobs');

const route = defineRoute(
  { name: 'listNewestJobs', response: z.unknown() },
  {
    async handle() {
      return { body: { jobs: [] } };
    },
  },
);

describe('createHttpHandler with routes loaded on demand', () => {
  it('loads a route on its first request only, and never loads the routes nobody asked for', async () => {
    const listNewestJobs = vi.fn(async () => route);
    const createJob = vi.fn(async () => route);
    const handler = createHttpHandler('jobs', { listNewestJobs, createJob });
    expect(listNewestJobs).not.toHaveBeenCalled();

    const answers = await Promise.all([handler(listJobs()), handler(listJobs()), handler(listJobs())]);
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

    const failed = await handler(listJobs());
    expect(failed.statusCode).toBe(500);
    expect(JSON.parse(failed.body ?? '').code).toBe('INTERNAL_ERROR');

    const retried = await handler(listJobs());
    expect(retried.statusCode).toBe(200);
    expect(listNewestJobs).toHaveBeenCalledTimes(2);
  });
});

describe('defineRoute and the contract', () => {
  it("types the caller from the route's access: a student route gets a student, a public one maybe nobody", () => {
    defineRoute(applyToJob, {
      async handle({ caller, params, body }) {
        expectTypeOf(caller).toEqualTypeOf<Caller & { roleId: 1 }>();
        expectTypeOf(params.id).toBeString();
        expectTypeOf(body).not.toBeUndefined();
        return {};
      },
    });
    defineRoute(listOwnReports, {
      async handle({ caller, body }) {
        expectTypeOf(caller).toEqualTypeOf<Caller>();
        expectTypeOf(body).toBeUndefined();
        return {};
      },
    });
    defineRoute(listNewestJobs, {
      async handle({ caller }) {
        expectTypeOf(caller).toEqualTypeOf<Caller | null>();
        return {};
      },
    });
  });

  it("answers with the contract's status unless the route says otherwise", async () => {
    const handler = createHttpHandler('jobs', {
      createJob: defineRoute(
        { name: 'createJob', body: z.object({}), status: 201, response: z.unknown() },
        {
          async handle() {
            return { body: {} };
          },
        },
      ),
    });
    const res = await handler(routeEvent('createJob', { body: '{}', claims: employerClaims }));
    expect(res.statusCode).toBe(201);
  });

  it("refuses to serve a route with another route's handler (its schemas would be the wrong ones)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = createHttpHandler('jobs', { getJob: route });
    const res = await handler(routeEvent('getJob', { params: { id: 'x' } }));
    expect(res.statusCode).toBe(500);
  });

  it("lets a route reword the answer to a body that fails the contract's schema", async () => {
    const handler = createHttpHandler('jobs', {
      createJob: defineRoute(
        { name: 'createJob', body: z.strictObject({ title: z.string() }), response: z.unknown() },
        {
          invalidBody: (error) => new HttpError(400, error.code, `Oops: ${error.message}`, error.fields),
          async handle() {
            return {};
          },
        },
      ),
    });
    const res = await handler(routeEvent('createJob', { body: '{"title":1}', claims: employerClaims }));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '').message).toMatch(/^Oops: /);
  });
});
