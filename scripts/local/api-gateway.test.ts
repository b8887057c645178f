import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../../functions/lib/http-handler';
import { type FunctionName, routePath } from '../../shared/routes';
import { createApiGateway, type DomainHandler } from './api-gateway';

/** The local gateway hands functions claims only on routes with an authorizer, as API Gateway does. */
const seen: ApiEvent[] = [];
const record: DomainHandler = async (event) => {
  seen.push(event);
  return { statusCode: 200, body: '{}' };
};
const handlers = Object.fromEntries(
  (['auth', 'users', 'jobs', 'applications', 'reports', 'places'] satisfies FunctionName[]).map((fn) => [
    fn,
    record,
  ]),
) as Record<FunctionName, DomainHandler>;
const claims = { sub: 'u-1', token_use: 'id', 'custom:role': '2' };
const authorize = vi.fn(async (header: string | undefined) => (header === 'Bearer good' ? claims : null));

let server: Server;
let base = '';
beforeAll(async () => {
  const gateway = createApiGateway(handlers, authorize);
  server = createServer((req, res) => void gateway(req, res, new URL(req.url ?? '/', 'http://x').pathname));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('local API gateway: claims', () => {
  it('passes no claims (no authorizer block) to a public route, even with a valid token', async () => {
    seen.length = 0;
    authorize.mockClear();
    const res = await fetch(`${base}${routePath('listNewestJobs')}`, {
      headers: { authorization: 'Bearer good' },
    });
    expect(res.status).toBe(200);
    expect(authorize).not.toHaveBeenCalled();
    expect(seen[0]?.requestContext.authorizer).toBeUndefined();
  });

  it('passes the verified claims to a protected route, and refuses it without them (401, function not run)', async () => {
    seen.length = 0;
    const employerJobs = `${base}${routePath('listEmployerJobs')}`;
    expect((await fetch(employerJobs, { headers: { authorization: 'Bearer good' } })).status).toBe(200);
    expect(seen[0]?.requestContext.authorizer?.jwt.claims).toEqual(claims);
    seen.length = 0;
    const refused = await fetch(employerJobs, { headers: { authorization: 'Bearer bad' } });
    expect(refused.status).toBe(401);
    expect(seen).toHaveLength(0);
  });
});
