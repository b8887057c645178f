import { getSitemap as contract } from '../../../shared/contracts/jobs';
import { webPath } from '../../../shared/web-paths';
import {
  publicPages,
  SITEMAP_MAX_AGE_SECONDS,
  SITEMAP_MAX_URLS,
  sitemapXml,
} from '../../../shared/web-serving/crawlers';
import { appUrl } from '../../lib/app-links';
import { defineRoute } from '../../lib/http-handler';
import { listListedJobsForSitemap } from '../sitemap-reader';

/**
 * GET /sitemap.xml (public; CloudFront sends the site's /sitemap.xml here): the public pages and every
 * open job's page while it is listed, on the stage's address (APP_URL).
 */
export const getSitemap = defineRoute(contract, {
  async handle() {
    const jobs = await listListedJobsForSitemap(SITEMAP_MAX_URLS - publicPages.length);
    const text = sitemapXml(
      appUrl(),
      jobs.map((job) => ({ path: webPath('job', { id: job.jobId }), lastModified: job.updatedAt })),
    );
    return {
      text,
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`,
      },
    };
  },
});
