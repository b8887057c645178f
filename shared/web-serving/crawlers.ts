/**
 * What crawlers are told: the public pages (the sitemap, and the pages worth pre-rendering) and what
 * they should leave alone (the API). web/src/app/crawler-pages.test.ts checks the lists against the
 * SPA's route table.
 */

/**
 * The pages anyone may land on from a search engine or a shared link: home, the job list, the info
 * pages, and sign-up and sign-in (where a family arrives to join). Each is pre-rendered as a visitor
 * without a session sees it.
 */
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
  '/auth/signup',
  '/auth/signup/student',
  '/auth/signup/employer',
  '/auth/signin',
] as const;
export type PublicPage = (typeof publicPages)[number];

/**
 * What robots.txt disallows: the API only. The forms and the signed-in pages stay crawlable on
 * purpose. Sign-up and sign-in are where a family arrives from a search. A signed-in page shows a
 * crawler what it shows any visitor without a session, the frame and then the sign-in form: no data
 * is served without a token (the API decides), so there is nothing to hide, and a Disallow would not
 * keep a linked URL out of search results anyway. Lighthouse counts a disallowed page as not
 * crawlable (issue 11 wants SEO 100 on these pages too).
 */
export const disallowedPrefixes = ['/api/'] as const;

/** The origin a stage is served at, without a trailing slash: `https://neighbourhoodjobs.example`. */
const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
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
