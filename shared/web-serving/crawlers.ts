/**
 * What crawlers are told: the public pages (the sitemap, and the pages worth pre-rendering) and what
 * they should leave alone (the API). web/src/app/crawler-pages.test.ts checks the lists against the
 * SPA's route table.
 */
import { routePath } from '../routes';
import { webPaths } from '../web-paths';

/**
 * The pages anyone may land on from a search engine or a shared link: home, the job list, the info
 * pages, and sign-up and sign-in (where a family arrives to join). Each is pre-rendered as a visitor
 * without a session sees it.
 */
export const publicPages = [
  webPaths.home,
  webPaths.jobs,
  webPaths.faq,
  webPaths.about,
  webPaths.community,
  webPaths.skill,
  webPaths.career,
  webPaths.safety,
  webPaths.termsOfUse,
  webPaths.privacy,
  webPaths.signUp,
  webPaths.studentSignUp,
  webPaths.employerSignUp,
  webPaths.signIn,
] as const;
export type PublicPage = (typeof publicPages)[number];

/**
 * What robots.txt disallows: the API only. The forms and the signed-in pages stay crawlable on
 * purpose. Sign-up and sign-in are where a family arrives from a search. A signed-in page shows a
 * crawler what it shows any visitor without a session, the frame and then the sign-in form: no data
 * is served without a token (the API decides), so there is nothing to hide, and a Disallow would not
 * keep a linked URL out of search results anyway. Lighthouse counts a disallowed page as not
 * crawlable (these pages aim at an SEO score of 100 too).
 */
export const disallowedPrefixes = ['/api/'] as const;

/** The origin a stage is served at, without a trailing slash: `https://neighbourhoodjobs.example`. */
const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base(siteUrl)}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page of the sitemap beyond the public pages: an open job's, with when it last changed. */
export interface SitemapEntry {
  path: string;
  /** ISO instant. */
  lastModified?: string;
}

/** Sitemaps hold at most 50,000 addresses (sitemaps.org); beyond that, a sitemap index is needed. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * sitemaps.org 0.9: absolute URLs only. The public pages, then each open job's page:
 * served per request in AWS and locally alike (CloudFront and the local app server send /sitemap.xml
 * to the API's getSitemap route, functions/jobs/routes/get-sitemap.ts).
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[] = []): string {
  const url = (path: string, lastModified?: string) =>
    `  <url><loc>${escapeXml(`${base(siteUrl)}${path}`)}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''}</url>`;
  const urls = [
    ...publicPages.map((page) => url(page)),
    ...entries.map((entry) => url(entry.path, entry.lastModified)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The crawler files by object key: what the web stack deploys and the local server serves. */
export function crawlerFiles(siteUrl: string): Record<string, string> {
  return { 'robots.txt': robotsTxt(siteUrl) };
}

/** Served by the API, not deployed: it lists the open jobs of the moment. The site's path is the route's. */
export const SITEMAP_PATH = routePath('getSitemap');

/** The sweep unlists ended jobs every 15 minutes: caches may keep the sitemap that long. */
export const SITEMAP_MAX_AGE_SECONDS = 900;
