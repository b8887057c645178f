import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import { cacheControl } from '../../shared/web-serving/cache-control';
import { appConfigFixture } from '../../test/support/app-config';

/*
 * The job pages function's own part, as a function URL calls it (payload 2.0): the methods it takes,
 * and the addresses it answers without reading a job. What it answers for a job is proved over HTTP
 * on the local stack (test/e2e/job-page-served.e2e.test.ts), through the same servedJobPage.
 */

const config = appConfigFixture;
let dir: string;
const saved = { ...process.env };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nj-job-page-'));
  writeFileSync(
    path.join(dir, 'job-page.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><title>x</title><!--/app-head--><script type="application/json" id="app-config"></script></head><body><main id="main"></main></body></html>',
  );
  Object.assign(process.env, {
    LAMBDA_TASK_ROOT: dir,
    JOB_PAGE_TEMPLATE: 'job-page.html',
    SITE_CONFIG: JSON.stringify(config),
  });
});
afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const event = (method: string, rawPath: string) =>
  ({ rawPath, requestContext: { http: { method } } }) as unknown as APIGatewayProxyEventV2;

describe('the job pages function', () => {
  it('takes GET and HEAD only', async () => {
    const { handler } = await import('./job-page-handler');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await handler(event(method, '/jobs/x'));
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers?.allow).toBe('GET, HEAD');
    }
  });

  it('sends an address with a trailing slash to the one without, and /jobs/ to the job list', async () => {
    const { handler } = await import('./job-page-handler');
    const id = '0b6f3a58-8a0e-4a53-9d37-5ae3b0f4c6a1';
    expect(await handler(event('GET', `/jobs/${id}/`))).toMatchObject({
      statusCode: 301,
      headers: { location: `/jobs/${id}`, 'cache-control': cacheControl.jobPage },
    });
    expect((await handler(event('HEAD', '/jobs/'))).headers?.location).toBe(webPaths.jobs);
  });

  it('answers an address that is no job with the 404 page, the stage’s settings written in', async () => {
    const { handler } = await import('./job-page-handler');
    for (const rawPath of ['/jobs/search', '/jobs/a/b', '/jobs/%3Cscript%3E']) {
      const answer = await handler(event('GET', rawPath));
      expect(answer.statusCode, rawPath).toBe(404);
      expect(answer.headers?.['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<h1>Page not found</h1>');
      expect(answer.body).toContain(`<link rel="canonical" href="https://jobs.example${rawPath}">`);
      expect(answer.body).toContain('"siteUrl":"https://jobs.example"');
    }
    expect((await handler(event('HEAD', '/jobs/search'))).body).toBe('');
  });
});
