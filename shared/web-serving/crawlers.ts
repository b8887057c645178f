/**
 * What crawlers are told: the public pages (the sitemap, and the pages worth pre-rendering) and the
 * private areas they should leave alone. web/src/app/crawler-pages.test.ts checks both lists against the SPA's
 * route table, so a new page has to be put in one of them.
 */

/** The pages anyone may land on from a search engine: home, the job list and the info pages. */
export const publicPages = [
  '/',
  '/jobs',
  '/faq',
  '/about',
  '/community',
  '/skill',
  '/career',
  '/safety',
  '/info/termsofuse',
] as const;
export type PublicPage = (typeof publicPages)[number];

/**
 * Path prefixes that are nobody's landing page: forms, signed-in areas, and the API. (A visitor still
 * reaches them by links; a search result pointing there would only show a sign-in form.)
 */
export const privatePrefixes = ['/api/', '/auth/', '/applications', '/profile', '/employer/'] as const;

/** The origin a stage is served at, without a trailing slash: `https://neighbourhoodjobs.example`. */
const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemaps.org 0.9: absolute URLs only, so it is written per stage like /config.json. */
export function sitemapXml(siteUrl: string): string {
  const urls = publicPages.map((page) => `  <url><loc>${escapeXml(`${base(siteUrl)}${page}`)}</loc></url>`);
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
  return { 'robots.txt': robotsTxt(siteUrl), 'sitemap.xml': sitemapXml(siteUrl) };
}
