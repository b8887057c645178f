import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, originVerifyRefusal } from '../../shared/origin-verify';
import { routeEndpoint } from '../../shared/routes';
import { employerPayload, newEmail } from './support/accounts';
import { api, stack } from './support/api';
import { expectNoNewMail, inboxCounts } from './support/marketplace';
import { readPartition } from './support/tables';

/*
 * The API answers only through the front door: in AWS CloudFront adds a secret header
 * and the execute-api address refuses requests without it; locally the app server's /api proxy adds it
 * and the bare gateway (the execute-api stand-in) runs the same function code without it.
 */

/** A request straight to the bare gateway: a route's (`routeEndpoint`), or a path that is no route. */
const direct = (
  { method, path }: { method: string; path: string },
  init: { body?: unknown; headers?: Record<string, string> } = {},
) =>
  fetch(`${stack().executeApiUrl}${path}`, {
    method,
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual(originVerifyRefusal);
}

describe('the API answers only through the front door', () => {
  it('serves the jobs list through the web server, and refuses the same request at the bare gateway', async () => {
    const through = await api('listNewestJobs');
    expect(through.status).toBe(200);
    expect(Array.isArray(through.body.jobs)).toBe(true);
    await expectRefused(await direct(routeEndpoint('listNewestJobs')));
  });

  it('refuses a guessed or empty secret, and unknown paths alike (nothing to probe)', async () => {
    const jobs = routeEndpoint('listNewestJobs');
    await expectRefused(await direct(jobs, { headers: { [ORIGIN_VERIFY_HEADER]: 'guess' } }));
    await expectRefused(await direct(jobs, { headers: { [ORIGIN_VERIFY_HEADER]: '' } }));
    await expectRefused(await direct({ method: 'GET', path: '/no-such-route' }));
  });

  it('refuses a sign-up at the bare gateway, writing nothing and mailing nobody', async () => {
    const payload = employerPayload({ emailId: newEmail('direct') });
    const before = await inboxCounts([payload.emailId]);
    await expectRefused(await direct(routeEndpoint('registerUser'), { body: payload }));
    expect(await readPartition('users', { name: 'emailId', value: payload.emailId }, 'byEmail')).toEqual([]);
    await expectNoNewMail(before);
  });

  it('a viewer cannot forge the header through the web server: the proxy replaces it', async () => {
    const res = await api('listNewestJobs', { headers: { [ORIGIN_VERIFY_HEADER]: 'forged' } });
    expect(res.status).toBe(200);
  });
});
