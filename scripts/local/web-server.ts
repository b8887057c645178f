import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ServedPage } from '../../functions/jobs/job-page';
import { API_PREFIX } from '../../shared/routes';
import type { AppConfig } from '../../shared/schemas/app-config';
import { webPaths } from '../../shared/web-paths';
import { fillAppHtml, htmlFileFor, SHELL_FILE } from '../../shared/web-serving/app-html';
import { cacheControl, cacheControlFor } from '../../shared/web-serving/cache-control';
import { crawlerFiles, SITEMAP_PATH } from '../../shared/web-serving/crawlers';
import {
  type ServingMode,
  type SiteOrigins,
  securityHeaders,
} from '../../shared/web-serving/security-headers';
import { etagOf, type Representation, sendRepresentation } from './compression';

type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
/** The job pages function's answer to a full load of `/jobs/{id}` (functions/jobs/job-page.ts). */
type JobPageHandler = (pathname: string, template: string, siteUrl: string) => Promise<ServedPage>;
/**
 * What serves the web app: the built SPA (`staticSpa`, tagged `built`) or Vite's dev middleware
 * (untagged: `dev`, whose CSP allows hot reload; see shared/web-serving/security-headers.ts). The
 * stage's settings come along for the HTML (Vite's middleware ignores them: the dev page fetches
 * /config.json).
 */
export type WebMiddleware = ((
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  config: AppConfig,
) => void) & {
  servingMode?: ServingMode;
  /**
   * The app's frame filled with the stage's settings: what the job pages function writes a job into
   * (in AWS, the build's shell; with Vite, its page as the dev server gives it).
   */
  pageFrame?: (config: AppConfig) => Promise<string>;
};

/** Content types by extension, as the bucket deployment stores them. */
const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const contentTypeOf = (key: string) => mimeTypes[path.extname(key)] ?? 'application/octet-stream';

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Files read once per change (size and mtime) with their ETag, HTML filled with the stage's settings
 * as the web stack fills it at deploy (shared/web-serving/app-html.ts).
 */
type FileCache = Map<string, { stamp: string; config: AppConfig; body: Buffer; etag: string }>;
function readCached(fileCache: FileCache, file: string, config: AppConfig): { body: Buffer; etag: string } {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  let cached = fileCache.get(file);
  if (cached?.stamp !== stamp || cached.config !== config) {
    const raw = readFileSync(file);
    const body = file.endsWith('.html') ? Buffer.from(fillAppHtml(raw.toString('utf8'), config)) : raw;
    cached = { stamp, config, body, etag: etagOf(body) };
    fileCache.set(file, cached);
  }
  return cached;
}

/**
 * Serves a built SPA like S3 + CloudFront: files as they are with their cache rule; for a client route
 * (a path whose last segment has no dot, as infra/cloudfront/spa-fallback.js decides) the page's
 * pre-rendered HTML or the shell (`htmlFileFor`); and a real 404 for a missing file.
 */
export function staticSpa(distDir: string): WebMiddleware {
  const root = path.resolve(distDir);
  const fileCache: FileCache = new Map();
  const serve: WebMiddleware = (req, res, next, config) => {
    const pathname = safePathname(req.url);
    const requested = pathname === null ? null : path.resolve(root, `.${pathname}`);
    if (requested === null || !(requested === root || requested.startsWith(root + path.sep))) {
      notFound(res);
      return;
    }
    const lastSegment = pathname?.slice(pathname.lastIndexOf('/') + 1) ?? '';
    const file = lastSegment.includes('.') ? requested : path.join(root, htmlFileFor(pathname ?? '/'));
    if (!isFile(file)) {
      next();
      return;
    }
    const key = path.relative(root, file).split(path.sep).join('/');
    sendRepresentation(req, res, {
      ...readCached(fileCache, file, config),
      contentType: contentTypeOf(key),
      cacheControl: cacheControlFor(key),
    });
  };
  serve.servingMode = 'built';
  serve.pageFrame = async (config) =>
    readCached(fileCache, path.join(root, SHELL_FILE), config).body.toString('utf8');
  return serve;
}

/** The decoded path, or null when it cannot be decoded (a bad %-escape). */
function safePathname(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://local').pathname);
  } catch {
    return null;
  }
}

function notFound(res: ServerResponse) {
  res.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': cacheControl.revalidate,
  });
  res.end('Not found');
}

function serveJobPage(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  pageFrame: (config: AppConfig) => Promise<string>,
  jobPage: JobPageHandler,
  config: AppConfig,
) {
  pageFrame(config)
    .then((template) => jobPage(pathname, template, config.siteUrl))
    .then((page) => {
      const { 'content-type': contentType, 'cache-control': cacheControlValue, ...rest } = page.headers;
      if (!contentType) {
        res.writeHead(page.status, page.headers);
        res.end();
        return;
      }
      for (const [name, value] of Object.entries(rest)) res.setHeader(name, value);
      sendRepresentation(
        req,
        res,
        {
          body: Buffer.from(page.body),
          contentType,
          cacheControl: cacheControlValue ?? cacheControl.revalidate,
        },
        page.status,
      );
    })
    .catch((error: unknown) => {
      console.error('[web] the job page failed', error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad Gateway');
    });
}

/** The origins the CSP lets the browser reach, from the stage's settings as the web stack fills them. */
export const siteOriginsOf = (config: AppConfig): SiteOrigins => ({
  oauthBaseUrl: config.oauthBaseUrl,
  rumEndpoint: config.rum ? config.rum.endpoint : null,
});

/**
 * The path the API origin receives. CloudFront picks the behaviour by the path with its dot segments
 * resolved, then sends the origin the path as it came: `/api/jobs/applications/%2e%2e` reaches the
 * gateway as `/jobs/applications/%2e%2e`, a malformed id, not `/jobs/`.
 */
function originPath(url: string, normalized: string): string {
  const raw = url.split('?')[0] ?? '/';
  if (raw.startsWith(`${API_PREFIX}/`)) return raw.slice(API_PREFIX.length);
  return normalized.slice(API_PREFIX.length) || '/';
}

/**
 * One origin for the SPA, /config.json, the crawler files and /api, as CloudFront serves them in AWS:
 * the same security headers on every response (shared/web-serving), and compression and cache rules
 * like CloudFront's.
 */
export function createAppServer(opts: { config: AppConfig; api: ApiHandler; jobPage?: JobPageHandler }) {
  let web: WebMiddleware | null = null;
  const origins = siteOriginsOf(opts.config);
  const headersFor = { built: securityHeaders(origins, 'built'), dev: securityHeaders(origins, 'dev') };
  const configJson: Representation = {
    body: Buffer.from(JSON.stringify(opts.config)),
    contentType: contentTypeOf('.json'),
    cacheControl: cacheControlFor('config.json'),
  };

  const server = createServer((req, res) => {
    // Vite's middleware is the only untagged one; without a web app (API only) the strict policy holds.
    const mode = web ? (web.servingMode ?? 'dev') : 'built';
    for (const [name, value] of Object.entries(headersFor[mode])) res.setHeader(name, value);
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    const api = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    // The sitemap lists the open jobs of the moment: the API writes it, as behind CloudFront.
    if (api || pathname === SITEMAP_PATH) {
      opts.api(req, res, api ? originPath(req.url ?? '/', pathname) : pathname).catch((error: unknown) => {
        console.error('[api] unexpected failure in the local gateway', error);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Bad Gateway', code: 'BAD_GATEWAY' }));
      });
      return;
    }
    if (pathname === '/config.json') {
      sendRepresentation(req, res, configJson);
      return;
    }
    // Written for the stage's URL, as the web stack writes them at deploy: here, the address asked for.
    const crawler = crawlerFiles(`http://${req.headers.host ?? 'localhost'}`);
    const crawlerFile = Object.hasOwn(crawler, pathname.slice(1)) ? crawler[pathname.slice(1)] : undefined;
    if (crawlerFile !== undefined) {
      sendRepresentation(req, res, {
        body: Buffer.from(crawlerFile),
        contentType: contentTypeOf(pathname),
        cacheControl: cacheControlFor(pathname),
      });
      return;
    }
    if (!web) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('The web app is not served by this stack.');
      return;
    }
    // A job's page, as CloudFront's /jobs/* behaviour sends it to the job pages function.
    if (pathname.startsWith(`${webPaths.jobs}/`) && web.pageFrame && opts.jobPage) {
      serveJobPage(req, res, pathname, web.pageFrame, opts.jobPage, opts.config);
      return;
    }
    web(req, res, () => notFound(res), opts.config);
  });
  return {
    server,
    /** Set after creation: Vite's dev middleware needs the server for its WebSocket. */
    setWeb(middleware: WebMiddleware | null) {
      web = middleware;
    },
  };
}
