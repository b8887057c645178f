/**
 * `npm run bench`: size and speed figures, each as a ratio against a baseline measured in the same
 * run on the same machine, so numbers compare across machines and over time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { functionNames } from '../../shared/routes';
import { measureFunctionBundles } from './function-bundles';
import { measureInitialJs } from './web-initial-js';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;

console.log('\nFunction bundles (minified ESM, AWS SDK bundled, as deployed)');
const bundles = await measureFunctionBundles([...functionNames, 'notify']);
console.log(
  `  ${'function'.padEnd(34)} ${'size KB'.padStart(8)} ${'× base'.padStart(7)} ${'import ms'.padStart(10)} ${'× base'.padStart(7)}`,
);
for (const f of [bundles.baseline, ...bundles.figures]) {
  console.log(
    `  ${f.name.padEnd(34)} ${kb(f.bytes).padStart(8)} ${ratio(f.bytes, bundles.baseline.bytes).padStart(7)} ${f.importMs.toFixed(1).padStart(10)} ${ratio(f.importMs, bundles.baseline.importMs).padStart(7)}`,
  );
}

console.log(
  '\nInitial JavaScript per route (gzip, every script the first visit fetches, measured in Chromium)',
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-bench-'));
try {
  const web = await measureInitialJs(['/', '/jobs', '/faq', '/about', '/info/termsofuse'], dataDir);
  console.log(
    `  ${'baseline: React + ReactDOM only'.padEnd(34)} ${kb(web.baselineGzip).padStart(8)} KB  1.00×`,
  );
  for (const f of web.figures) {
    console.log(
      `  ${f.route.padEnd(34)} ${kb(f.gzipBytes).padStart(8)} KB  ${ratio(f.gzipBytes, web.baselineGzip)}  (${f.scripts} scripts)`,
    );
  }
  // Info pages must load lazily. Their code = chunks an info route fetches that /jobs (which uses
  // none of it) does not; none of those may be part of the home page's first load.
  const chunksOf = (route: string) =>
    web.figures.find((f) => f.route === route)?.chunks ?? new Map<string, number>();
  const home = chunksOf('/');
  const jobs = chunksOf('/jobs');
  const infoCode = new Map<string, number>();
  for (const f of web.figures.filter((f) => f.route !== '/' && f.route !== '/jobs')) {
    for (const [url, bytes] of f.chunks) if (!jobs.has(url)) infoCode.set(url, bytes);
  }
  const infoBytes = [...infoCode.values()].reduce((sum, bytes) => sum + bytes, 0);
  const inHome = [...infoCode.keys()].filter((url) => home.has(url));
  console.log(
    `  info pages' own code: ${infoCode.size} chunks, ${kb(infoBytes)} KB gzip; fetched by /: ${inHome.length} chunks` +
      (inHome.length ? ` (${inHome.join(', ')})` : ' — / does not grow with the info pages'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('');
