import { describe, expect, it } from 'vitest';
import { routePath, routes } from '../../shared/routes';
import { api, callPath, idTokenFor } from './support/api';

const PASSWORD = 'Neighbour1!';
const expectJsonError = (
  res: { status: number; headers: Headers; body: any },
  status: number,
  code?: string,
) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  if (code) expect(res.body.code).toBe(code);
};

describe('bad input is answered with JSON, from the shared glue', () => {
  it('an unknown path is a 404', async () => {
    expectJsonError(await callPath('GET', '/no-such-thing'), 404, 'ROUTE_NOT_FOUND');
    // A route's path with a segment more is no route.
    expectJsonError(await callPath('POST', `${routePath('searchJobs')}/extra`), 404, 'ROUTE_NOT_FOUND');
  });

  it('there is no e-mail relay: POST /sendemail does not exist', async () => {
    expect(routes.some((r) => r.path.includes('sendemail'))).toBe(false);
    expectJsonError(await callPath('POST', '/sendemail', { body: { toAddress: 'x@example.com' } }), 404);
  });

  it('a known path with the wrong method is a 405 naming the allowed methods', async () => {
    const res = await callPath('DELETE', routePath('listNewestJobs'));
    expectJsonError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET');
    const job = await callPath('PATCH', routePath('getJob', { id: '3f1d7c1e-9a37-4c47-9a43-5b8f6f1f1a11' }));
    expectJsonError(job, 405, 'METHOD_NOT_ALLOWED');
    expect(job.headers.get('allow')).toBe('GET, PUT, DELETE');
  });

  it('a wrong method on a fixed address is a 405, even where an {id} route of that method would match', async () => {
    // PUT /alerts/{id} and DELETE /application/{id} exist; these addresses are other resources.
    for (const [method, name, allow] of [
      ['PUT', 'unsubscribeAlerts', 'POST'],
      ['DELETE', 'reviewApplication', 'POST'],
      ['GET', 'closeJob', 'POST'],
    ] as const) {
      const params = name === 'closeJob' ? { id: '3f1d7c1e-9a37-4c47-9a43-5b8f6f1f1a11' } : undefined;
      const res = await callPath(method, routePath(name, params), { body: {} });
      expectJsonError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(res.headers.get('allow'), `${method} ${name}`).toBe(allow);
    }
  });

  it('a body that is not JSON is a 400', async () => {
    const res = await api('signIn', {
      rawBody: '{"emailId": ',
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(res, 400, 'INVALID_JSON');
  });

  it('a body over the size limit is a 413', async () => {
    const res = await api('registerUser', { body: { bio: 'x'.repeat(40 * 1024) } });
    expectJsonError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a protected route without a token is a 401', async () => {
    expectJsonError(await api('listEmployerJobs'), 401);
    expectJsonError(await api('listOwnApplications'), 401);
    expectJsonError(await api('getOwnProfile'), 401);
  });

  it('a protected route with an invalid or tampered token is a 401', async () => {
    expectJsonError(await api('listEmployerJobs', { token: 'not-a-jwt' }), 401);
    const token = await idTokenFor('employer@example.com', PASSWORD);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, 'custom:role': 2, sub: 'someone-else' })).toString(
      'base64url',
    );
    expectJsonError(await api('listEmployerJobs', { token: `${header}.${forged}.${signature}` }), 401);
  });

  it('the wrong role is a 403', async () => {
    const student = await idTokenFor('student@example.com', PASSWORD);
    const employer = await idTokenFor('employer@example.com', PASSWORD);
    expectJsonError(await api('listEmployerJobs', { token: student }), 403, 'WRONG_ROLE');
    expectJsonError(await api('createJob', { token: student, body: {} }), 403, 'WRONG_ROLE');
    expectJsonError(await api('listOwnApplications', { token: employer }), 403, 'WRONG_ROLE');
    expectJsonError(
      await api('applyToJob', {
        params: { id: '3f1d7c1e-9a37-4c47-9a43-5b8f6f1f1a11' },
        token: employer,
        body: {},
      }),
      403,
      'WRONG_ROLE',
    );
  });

  it('unknown query fields are rejected', async () => {
    const res = await api('listNewestJobs', { query: 'limit=5&admin=true' });
    expectJsonError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toMatchObject({ admin: expect.stringContaining('Unknown field') });
  });
});
