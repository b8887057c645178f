import { isId } from '../../shared/rules/ids';
import { webPath, webPaths, webUrl } from '../../shared/web-paths';
import { cacheControl } from '../../shared/web-serving/cache-control';
import { renderJobPage } from '../../shared/web-serving/job-page';
import { publicJobById } from './public-job';

/** An answer to a page's address: HTML, or a redirect to the address it is known by. */
export interface ServedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Every address under it is a job's page (`/jobs/{id}`); CloudFront sends them all to this function. */
export const JOB_PAGES_PREFIX = `${webPaths.jobs}/`;

/**
 * The answer to a full load of `pathname` (under `/jobs/`): the job's page with the job in its HTML
 * (shared/web-serving/job-page.ts), from the same public view of the job as GET /job/{id}. A trailing
 * slash is redirected to the address without it; anything else that is not a job's id is the 404
 * page. `template` is the frame of the web build served beside it, filled with the stage's settings,
 * and `siteUrl` the stage's address. The job pages function (job-page-handler.ts) calls this in AWS,
 * and the local app server (scripts/local/web-server.ts) on a laptop.
 */
export async function servedJobPage(
  pathname: string,
  template: string,
  siteUrl: string,
): Promise<ServedPage> {
  const rest = pathname.slice(JOB_PAGES_PREFIX.length);
  const trimmed = rest.replace(/\/+$/, '');
  if ((trimmed !== rest || rest === '') && !trimmed.includes('/')) {
    const location = trimmed === '' ? webPaths.jobs : webPath('job', { id: trimmed });
    return { status: 301, headers: { location, 'cache-control': cacheControl.jobPage }, body: '' };
  }
  const answer = isId(rest) ? await publicJobById(rest) : ({ kind: 'missing' } as const);
  const { status, html } = renderJobPage(template, answer, webUrl(siteUrl, pathname));
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl.jobPage },
    body: html,
  };
}
