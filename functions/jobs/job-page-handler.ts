import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { runtimeEnv } from '../../shared/runtime-env';
import { appConfigSchema } from '../../shared/schemas/app-config';
import { fillAppHtml } from '../../shared/web-serving/app-html';
import { logger } from '../lib/logger';
import { isDependencyUnavailable, RETRY_AFTER_SECONDS } from '../lib/unavailable';
import { servedJobPage } from './job-page';

/*
 * The job pages function: CloudFront's origin for `/jobs/*` (infra/constructs/job-pages.ts), through
 * its function URL, which only the distribution may call (origin access control). A function URL's
 * event is API Gateway's payload 2.0. It answers each full load of a job's page with the job in its
 * HTML (job-page.ts); CloudFront keeps the answer briefly, and drops it when the job changes.
 */

interface Frame {
  template: string;
  siteUrl: string;
}
let frame: Frame | undefined;

/** The build's frame, filled once per container with the stage's settings, as the deploy fills the others. */
function pageFrame(): Frame {
  if (!frame) {
    const config = appConfigSchema.parse(JSON.parse(process.env[runtimeEnv.siteConfig] ?? 'null'));
    const file = path.resolve(
      process.env.LAMBDA_TASK_ROOT ?? '.',
      process.env[runtimeEnv.jobPageTemplate] ?? '',
    );
    frame = { template: fillAppHtml(readFileSync(file, 'utf8'), config), siteUrl: config.siteUrl };
  }
  return frame;
}

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const method = event.requestContext.http.method;
  if (method !== 'GET' && method !== 'HEAD') {
    return { statusCode: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' }, body: '' };
  }
  const { template, siteUrl } = pageFrame();
  try {
    const page = await servedJobPage(event.rawPath, template, siteUrl);
    return { statusCode: page.status, headers: page.headers, body: method === 'HEAD' ? '' : page.body };
  } catch (error) {
    if (!isDependencyUnavailable(error)) throw error;
    // Throttled or unavailable: a moment's wait, never cached (CloudFront caches no 503 without max-age).
    logger.warn('job page: the jobs table is unavailable', { path: event.rawPath, error });
    return {
      statusCode: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(RETRY_AFTER_SECONDS),
      },
      body: 'This page is busy. Please try again in a few seconds.',
    };
  }
}
