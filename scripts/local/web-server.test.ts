import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routePath } from '../../shared/routes';
import type { AppConfig } from '../../shared/schemas/app-config';
import { webPaths } from '../../shared/web-paths';
import { CONFIG_BLOCK_ID } from '../../shared/web-serving/app-html';
import { cacheControl } from '../../shared/web-serving/cache-control';
import { robotsTxt, SITEMAP_PATH } from '../../shared/web-serving/crawlers';
import { securityHeaders } from '../../shared/web-serving/security-headers';
import { rawRequest } from '../../test/support/raw-http';
import { negotiateEncoding } from './compression';
import { createAppServer, siteOriginsOf, staticSpa } from './web-server';

/**
 * The local web server on a small build of its own: what it answers for each kind of path, and how
 * (compression, cache rules, security headers). The e2e project checks the same on the real build
 * (test/e2e/serving.e2e.test.ts).
 */
const config: AppConfig = {
  stage: 'local',
  apiBaseUrl: '/api',
  siteUrl: 'http://localhost:3000',
  region: 'us-east-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  oauthBaseUrl: 'http://localhost:9229',
  googleProviderName: 'Google',
  supportEmail: 'support@example.com',
  social: { facebook: 'https://f.example', instagram: 'https://i.example', x: 'https://x.example' },
  rum: null,
};

const configBlock = `<script type="application/json" id="${CONFIG_BLOCK_ID}"></script>`;
const page = (name: string) =>
  `<!doctype html><html><head>${configBlock}</head><body><main>${name} ${'words '.repeat(300)}</main></body></html>`;
const script = `export const answer = ${JSON.stringify('x'.repeat(50))};\n`.repeat(100);

let dist: string;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'nj-web-server-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'faq'));
  writeFileSync(path.join(dist, 'index.html'), page('home'));
  writeFileSync(path.join(dist, 'faq', 'index.html'), page('faq'));
  writeFileSync(path.join(dist, 'shell.html'), page('shell'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(dist, 'assets', 'logo-abc123.png'), Buffer.alloc(4000, 7));
  const app = createAppServer({
    config,
    api: async (_req, res, apiPath) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ apiPath }));
    },
  });
  app.setWeb(staticSpa(dist));
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => app.server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${base}${pathname}`, headers, method);

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('what each path answers', () => {
  it('serves a pre-rendered page its own HTML, with the stage’s settings in the data block', async () => {
    for (const pathname of ['/faq', '/faq/']) {
      const res = await get(pathname);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body.toString();
      expect(html).toContain('<main>faq ');
      const block = html.match(
        new RegExp(`<script type="application/json" id="${CONFIG_BLOCK_ID}">(.*?)</script>`),
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(config);
    }
    expect((await get('/')).body.toString()).toContain('<main>home ');
  });

  it('serves the shell for any other client route, and a 404 for a missing file', async () => {
    for (const pathname of ['/auth/forgot-password', '/employer/home/posted-jobs', '/no/such/page']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.body.toString(), pathname).toContain('<main>shell ');
    }
    for (const pathname of [
      '/missing.js',
      '/assets/gone-123.js',
      '/favicon.ico',
      '/..%2F..%2Fetc%2Fpasswd',
      '/%E0%A4%A',
    ]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers['content-type'], pathname).toBe('text/plain; charset=utf-8');
      expect(res.body.toString(), pathname).not.toContain('<html');
    }
  });

  it('serves robots.txt for the address asked, and sends sitemap.xml to the API, as CloudFront does', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.toString()).toBe(robotsTxt(base));
    // The API writes it (the open jobs of the moment): the gateway gets the path as it is.
    expect(JSON.parse((await get(`${SITEMAP_PATH}?x=1`)).body.toString())).toEqual({
      apiPath: routePath('getSitemap'),
    });
    expect((await get('/constructor')).body.toString()).toContain('<main>shell ');
  });

  it('passes /api to the gateway', async () => {
    const res = await get(`${apiPath('listNewestJobs')}?x=1`);
    expect(JSON.parse(res.body.toString())).toEqual({ apiPath: routePath('listNewestJobs') });
  });
});

describe('headers', () => {
  it('sends the shared security headers (strict CSP) on every kind of response', async () => {
    const expected = lower(securityHeaders(siteOriginsOf(config), 'built'));
    for (const pathname of [
      '/',
      '/faq',
      '/assets/index-abc123.js',
      '/robots.txt',
      '/config.json',
      '/api/x',
      '/missing.js',
    ]) {
      const res = await get(pathname);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${name} on ${pathname}`).toBe(value);
    }
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    for (const pathname of ['/assets/index-abc123.js', '/assets/logo-abc123.png']) {
      expect((await get(pathname)).headers['cache-control'], pathname).toBe(cacheControl.hashed);
    }
    for (const pathname of ['/', '/faq', webPaths.jobs, '/config.json', '/robots.txt', '/shell.html']) {
      expect((await get(pathname)).headers['cache-control'], pathname).toBe('no-cache');
    }
  });

  it('answers a conditional GET with 304 and no body', async () => {
    const first = await get('/assets/index-abc123.js');
    const etag = String(first.headers.etag);
    const again = await get('/assets/index-abc123.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const compressed = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(compressed.headers.etag).toBe(`W/${etag}`);
    expect(
      (await get('/assets/index-abc123.js', { 'if-none-match': String(compressed.headers.etag) })).status,
    ).toBe(304);
  });
});

describe('compression, as CloudFront compresses', () => {
  it('sends brotli when the browser takes it, else gzip, else the bytes as they are', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get('/faq', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<main>faq ');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
  });

  it('leaves small files and images alone, and HEAD sends no body', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    const png = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.length).toBe(4000);
    const head = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('negotiates Accept-Encoding with q-values', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('BR, GZIP')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
