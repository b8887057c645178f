import { describe, expect, it } from 'vitest';
import { webPaths } from '../web-paths';
import {
  crawlerFiles,
  disallowedPrefixes,
  publicPages,
  robotsTxt,
  SITEMAP_PATH,
  sitemapXml,
} from './crawlers';

const site = 'https://neighbourhoodjobs.example';

describe('robots.txt', () => {
  it('keeps crawlers out of the API only and points at the stage’s sitemap', () => {
    expect(robotsTxt(`${site}/`)).toBe(
      ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${site}${SITEMAP_PATH}`, ''].join('\n'),
    );
  });

  it('disallows no page of the app: the forms and signed-in pages stay crawlable', () => {
    for (const page of [...publicPages, '/auth/forgot-password', webPaths.myApplications, '/employer/home']) {
      for (const prefix of disallowedPrefixes)
        expect(page.startsWith(prefix), `${page} under ${prefix}`).toBe(false);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every public page once, as an absolute URL of the stage', () => {
    const xml = sitemapXml(site);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(publicPages.map((page) => `${site}${page}`));
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists open jobs’ pages after the public pages, with when each last changed', () => {
    const xml = sitemapXml(site, [
      { path: '/jobs/a1', lastModified: '2026-11-20T15:00:00.000Z' },
      { path: '/jobs/b2' },
    ]);
    expect(xml).toContain(
      `<url><loc>${site}/jobs/a1</loc><lastmod>2026-11-20T15:00:00.000Z</lastmod></url>\n  <url><loc>${site}/jobs/b2</loc></url>\n</urlset>`,
    );
  });

  it('escapes what XML needs escaped (a deploy-time URL is text, not markup)', () => {
    expect(sitemapXml('https://a.example/?x=1&y=<2>')).toContain(
      '<loc>https://a.example/?x=1&amp;y=&lt;2&gt;/</loc>',
    );
  });
});

describe('crawler files', () => {
  it('are robots.txt only: sitemap.xml lists the open jobs of the moment, so the API writes it', () => {
    expect(crawlerFiles(site)).toEqual({ 'robots.txt': robotsTxt(site) });
  });
});
