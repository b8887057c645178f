import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { API_PREFIX } from '../../shared/routes';
import type { AppConfig } from '../../shared/schemas/app-config';

type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
export type WebMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

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
  '.woff2': 'font/woff2',
};

/** Serves a built SPA like S3 + CloudFront: files as they are, index.html for client routes. */
export function staticSpa(distDir: string): WebMiddleware {
  const root = path.resolve(distDir);
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const requested = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    const inside = requested.startsWith(root + path.sep);
    const isFile = inside && existsSync(requested) && statSync(requested).isFile();
    const file = isFile ? requested : path.join(root, 'index.html');
    const ext = path.extname(file);
    res.writeHead(200, {
      'content-type': mimeTypes[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    createReadStream(file).pipe(res);
  };
}

/** One origin for the SPA, /config.json and /api, as CloudFront serves them in AWS. */
export function createAppServer(opts: { config: AppConfig; api: ApiHandler }) {
  let web: WebMiddleware | null = null;
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      opts.api(req, res, pathname.slice(API_PREFIX.length) || '/').catch((error: unknown) => {
        console.error('[api] unexpected failure in the local gateway', error);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Bad Gateway', code: 'BAD_GATEWAY' }));
      });
      return;
    }
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(opts.config));
      return;
    }
    if (!web) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('The web app is not served by this stack.');
      return;
    }
    web(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
  });
  return {
    server,
    /** Set after creation: Vite's dev middleware needs the server for its WebSocket. */
    setWeb(middleware: WebMiddleware | null) {
      web = middleware;
    },
  };
}
