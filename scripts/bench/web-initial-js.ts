import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { webPaths } from '../../shared/web-paths';
import { chromiumLaunchOptions } from '../../test/support/chromium';
import { freePorts } from '../local/ports';
import { startStack } from '../local/stack';

const root = path.resolve(import.meta.dirname, '../..');

/** What a first visit to the home page and the job list may fetch, gzip (KB = 1,024 bytes). */
export const INITIAL_JS_TARGET = { maxKb: 120, routes: ['/', webPaths.jobs] } as const;

export interface RouteFigure {
  route: string;
  scripts: number;
  gzipBytes: number;
  /** Script URL path → gzip bytes, to tell which chunks a route shares with another. */
  chunks: Map<string, number>;
  /**
   * The browser-monitoring client, gzip: fetched once the page has loaded and the browser
   * is idle, so it is not part of the first screen's JS, and is reported beside it.
   */
  afterLoadGzipBytes: number;
}

/** The RUM client's chunk (web/src/lib/monitoring/rum-client.ts). */
const AFTER_LOAD_CHUNK = /\/rum-client-[\w-]+\.js$/;

/** React + ReactDOM alone, minified and gzipped the same way: the floor of any React page. */
async function reactBaselineGzip(): Promise<number> {
  const result = await esbuild({
    stdin: {
      contents:
        "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.body).render(createElement('p', null, 'hi'));",
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents).byteLength;
}

/**
 * Builds the SPA, serves it like CloudFront (same origin with /api) and loads each route in
 * Chromium, summing the gzip size of every script the first screen fetched. Lazy chunks for other
 * routes are not fetched, so this is exactly "the JS a first visit ships".
 */
export async function measureInitialJs(routes: string[], dataDir: string) {
  const distDir = path.join(dataDir, 'web-dist');
  await viteBuild({
    configFile: path.join(root, 'web/vite.config.ts'),
    build: { outDir: distDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  const stack = await startStack({
    dataDir: path.join(dataDir, 'stack'),
    ports: await freePorts(),
    web: 'dist',
    distDir,
    reset: true,
    // With browser monitoring on, as in AWS: the targets must hold with RUM.
    rum: true,
    log: () => undefined,
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const figures: RouteFigure[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: Promise<[string, number]>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = new URL(response.url()).pathname;
        bodies.push(
          response.body().then(
            (body): [string, number] => [url, gzipSync(body).byteLength],
            // A response still arriving when the context closes is not part of the first visit.
            (): [string, number] => [url, 0],
          ),
        );
      });
      const afterLoad = page.waitForResponse((response) => AFTER_LOAD_CHUNK.test(response.url()), {
        timeout: 20_000,
      });
      await page.goto(`${stack.urls.app}${route}`, { waitUntil: 'networkidle' });
      await afterLoad.then((response) => response.finished());
      const all = new Map(await Promise.all(bodies));
      const chunks = new Map([...all].filter(([url]) => !AFTER_LOAD_CHUNK.test(url)));
      const afterLoadGzipBytes = [...all]
        .filter(([url]) => AFTER_LOAD_CHUNK.test(url))
        .reduce((sum, [, bytes]) => sum + bytes, 0);
      const gzipBytes = [...chunks.values()].reduce((sum, bytes) => sum + bytes, 0);
      figures.push({ route, scripts: chunks.size, gzipBytes, chunks, afterLoadGzipBytes });
      await context.close();
    }
    return { baselineGzip: await reactBaselineGzip(), figures };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
