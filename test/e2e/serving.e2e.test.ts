import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { siteOriginsOf } from '../../scripts/local/web-server';
import { apiPath } from '../../shared/routes';
import { type AppConfig, appConfigSchema } from '../../shared/schemas/app-config';
import { webPaths } from '../../shared/web-paths';
import { CONFIG_BLOCK_ID } from '../../shared/web-serving/app-html';
import { cacheControl } from '../../shared/web-serving/cache-control';
import { publicPages, robotsTxt, SITEMAP_PATH, sitemapXml } from '../../shared/web-serving/crawlers';
import { securityHeaders } from '../../shared/web-serving/security-headers';
import { rawRequest } from '../support/raw-http';
import { appUrl, closeBrowser, withPage } from './support/browser';

/**
 * The real production build as the local server serves it (the e2e setup builds it): what CloudFront
 * does, checked over HTTP, and every public page in Chromium without a single CSP violation.
 */
const get = (pathname: string, headers: Record<string, string> = {}) => rawRequest(appUrl(pathname), headers);
/** A page the build does not pre-render: served as the shell (the frame, its page still to come). */
const SHELL_PAGE = '/auth/forgot-password';

/** The stage settings the local stack serves (/config.json, the same the HTML's data block carries). */
async function stageConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(JSON.parse((await get('/config.json')).body.toString()));
}

/** Every script, stylesheet and preload a page's HTML names on our own origin. */
function referencedFiles(html: string): string[] {
  const urls = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set(urls.filter((url) => url.startsWith('/assets/')))];
}

afterAll(closeBrowser);

describe('serving the production build', () => {
  it('sends the shared security headers, with the strict CSP, on pages, files, crawler files and /api', async () => {
    const expected = Object.entries(securityHeaders(siteOriginsOf(await stageConfig()), 'built'));
    const home = (await get('/')).body.toString();
    for (const pathname of [
      '/',
      webPaths.jobs,
      '/auth/signin',
      ...referencedFiles(home).slice(0, 3),
      '/robots.txt',
      apiPath('listNewestJobs'),
      '/nope.js',
    ]) {
      const answer = await get(pathname);
      for (const [name, value] of expected)
        expect(answer.headers[name.toLowerCase()], `${name} on ${pathname}`).toBe(value);
    }
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('writes the stage’s settings into every page’s data block, as CloudFront’s deploy does', async () => {
    const config = await stageConfig();
    for (const pathname of [...publicPages, SHELL_PAGE]) {
      const html = (await get(pathname)).body.toString();
      const block = html.match(
        new RegExp(`<script type="application/json" id="${CONFIG_BLOCK_ID}">(.*?)</script>`, 's'),
      );
      expect(JSON.parse(block?.[1] ?? 'null'), pathname).toEqual(config);
      expect(html, pathname).not.toContain('__NJ_CONFIG__');
    }
  });

  it('ships no inline script: any <script> without src is a JSON data block', async () => {
    for (const pathname of [...publicPages, SHELL_PAGE]) {
      const html = (await get(pathname)).body.toString();
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        if (!/\ssrc=/.test(tag)) expect(tag, `${pathname}: ${tag}`).toMatch(/type="application\/json"/);
      }
      expect(html, pathname).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('caches hashed files for a year and revalidates the HTML', async () => {
    const home = await get('/');
    expect(home.headers['cache-control']).toBe(cacheControl.revalidate);
    const files = referencedFiles(home.body.toString());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect((await get(file)).headers['cache-control'], file).toBe(cacheControl.hashed);
    for (const pathname of [webPaths.jobs, '/faq', SHELL_PAGE, '/robots.txt', '/config.json']) {
      expect((await get(pathname)).headers['cache-control'], pathname).toBe(cacheControl.revalidate);
    }
    // The sitemap of open jobs is the API's answer, cached for 15 minutes.
    expect((await get(SITEMAP_PATH)).headers['cache-control']).toBe('public, max-age=900');
  });

  it('compresses with brotli, or gzip for a browser without it, and says it varies by Accept-Encoding', async () => {
    const files = ['/', ...referencedFiles((await get('/')).body.toString())];
    for (const file of files) {
      const plain = await get(file);
      if (plain.body.length < 1000) continue;
      const br = await get(file, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(br.headers.vary, file).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
      const gzip = await get(file, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), file).toBe(true);
      expect(br.body.length, file).toBeLessThan(plain.body.length);
    }
  });

  it('answers robots.txt and sitemap.xml with their own content, and a missing file with a 404, never the app', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.toString()).toBe(robotsTxt(new URL(appUrl()).origin));
    const sitemap = await get(SITEMAP_PATH);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    // The public pages, then each open job's own page with when it last changed.
    const origin = new URL(appUrl()).origin;
    const jobPages = [
      ...sitemap.body.toString().matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g),
    ];
    expect(jobPages.length, 'the seeded open jobs').toBeGreaterThan(0);
    const entries = jobPages.map(([, loc = '', lastModified]) => ({
      path: loc.slice(origin.length),
      lastModified,
    }));
    for (const { path: jobPath, lastModified } of entries) {
      expect(jobPath).toMatch(/^\/jobs\/[\w-]+$/);
      expect(Number.isNaN(Date.parse(lastModified ?? ''))).toBe(false);
    }
    expect(sitemap.body.toString()).toBe(sitemapXml(origin, entries));
    // Each listed job's page is there to be read.
    const first = entries[0]?.path ?? '';
    expect((await get(first)).status, first).toBe(200);
    for (const pathname of ['/robots.txt.bak', '/sitemap-2.xml', '/assets/gone-123.js', '/favicon.ico']) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers['content-type'], pathname).toBe('text/plain; charset=utf-8');
    }
  });

  it('every page in the sitemap, and a page served as the shell, runs in Chromium without a CSP violation or console error', async () => {
    for (const pathname of [...publicPages, SHELL_PAGE]) {
      // withPage fails on any console error, and on every securitypolicyviolation event.
      await withPage(pathname, {}, async (page) => {
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').count(), pathname).toBeGreaterThan(0);
      });
    }
  });
});
