/**
 * `npm run bench`: size and speed figures, each as a ratio against a baseline measured in the same
 * run on the same machine, so numbers compare across machines and over time.
 * `npm run bench -- <part> [<part>…]` runs some parts only: bundles, web, search, relevance, alerts,
 * reminders, load, lighthouse, cost, messages. Without parts it runs the quick ones (bundles, web, search, relevance); load and lighthouse take minutes each
 * (a 3 × 60 s load run, 3 Lighthouse runs of nine pages) and run when named.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { functionNames } from '../../shared/routes';
import { webPaths } from '../../shared/web-paths';
import { BUNDLE_TARGETS, type BundleFigure, measureFunctionBundles } from './function-bundles';
import { runLighthouseBench } from './lighthouse';
import { runLoadBench } from './load';
import { writeBenchResults } from './results';
import { INITIAL_JS_TARGET, measureInitialJs } from './web-initial-js';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;

const root = path.resolve(import.meta.dirname, '../..');

async function bundlesPart() {
  console.log('\nFunction bundles (minified ESM, AWS SDK bundled, as deployed)');
  const bundles = await measureFunctionBundles([
    ...functionNames,
    'notify',
    // The web stack's job pages (infra/constructs/job-pages.ts): served pages and their invalidation.
    'jobs/job-page-handler.ts',
    'jobs/job-page-invalidator.ts',
  ]);
  const { maxSizeRatio, maxStartRatio } = BUNDLE_TARGETS;
  console.log(
    `  ${'function'.padEnd(34)} ${'size KB'.padStart(8)} ${'× base'.padStart(7)} ${'start ms'.padStart(9)} ${'× base'.padStart(7)}  target: size ≤ ${maxSizeRatio}×, start ≤ ${maxStartRatio}× (start = CPU time of the module's import, Lambda's init)`,
  );
  const row = (f: BundleFigure) =>
    `  ${f.name.padEnd(34)} ${kb(f.bytes).padStart(8)} ${ratio(f.bytes, bundles.baseline.bytes).padStart(7)} ${f.importMs.toFixed(1).padStart(9)} ${ratio(f.importMs, bundles.baseline.importMs).padStart(7)}`;
  console.log(row(bundles.baseline));
  for (const f of bundles.figures) {
    const misses = [
      ...(f.sizeRatio > maxSizeRatio ? ['size'] : []),
      ...(f.startRatio > maxStartRatio ? ['start'] : []),
    ];
    // Not a target: what the slowest first request of a new container adds by loading its route.
    const firstRequest = f.firstRequestMs
      ? `  (first request with the heaviest route, ${f.heaviestRoute}: ${f.firstRequestMs.toFixed(1)} ms, ${ratio(f.firstRequestMs, bundles.baseline.importMs)})`
      : '';
    console.log(`${row(f)}  ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}${firstRequest}`);
  }
  const pass = bundles.figures.every((f) => f.pass);
  if (!pass) process.exitCode = 1;
  writeBenchResults('bundles', { targets: BUNDLE_TARGETS, ...bundles, pass });
}

async function webPart() {
  console.log(
    '\nInitial JavaScript per route (gzip, every script the first visit fetches, measured in Chromium)',
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-bench-'));
  try {
    const web = await measureInitialJs(['/', webPaths.jobs, '/faq', '/about', '/info/termsofuse'], dataDir);
    const { maxKb, routes: targeted } = INITIAL_JS_TARGET;
    const misses = (f: { route: string; gzipBytes: number }) =>
      (targeted as readonly string[]).includes(f.route) && f.gzipBytes > maxKb * 1024;
    console.log(
      `  ${'baseline: React + ReactDOM only'.padEnd(34)} ${kb(web.baselineGzip).padStart(8)} KB  1.00×  target: ≤ ${maxKb} KB on ${targeted.join(' and ')}`,
    );
    for (const f of web.figures) {
      const verdict = (targeted as readonly string[]).includes(f.route)
        ? misses(f)
          ? '  MISS'
          : '  ok'
        : '';
      console.log(
        `  ${f.route.padEnd(34)} ${kb(f.gzipBytes).padStart(8)} KB  ${ratio(f.gzipBytes, web.baselineGzip)}  (${f.scripts} scripts)${verdict}  + RUM client after load: ${kb(f.afterLoadGzipBytes)} KB`,
      );
    }
    // Info pages must load lazily. Their code = chunks an info route fetches that /jobs (which uses
    // none of it) does not; none of those may be part of the home page's first load.
    const chunksOf = (route: string) =>
      web.figures.find((f) => f.route === route)?.chunks ?? new Map<string, number>();
    const home = chunksOf('/');
    const jobs = chunksOf(webPaths.jobs);
    const infoCode = new Map<string, number>();
    for (const f of web.figures.filter((f) => f.route !== '/' && f.route !== webPaths.jobs)) {
      for (const [url, bytes] of f.chunks) if (!jobs.has(url)) infoCode.set(url, bytes);
    }
    const infoBytes = [...infoCode.values()].reduce((sum, bytes) => sum + bytes, 0);
    const inHome = [...infoCode.keys()].filter((url) => home.has(url));
    console.log(
      `  info pages' own code: ${infoCode.size} chunks, ${kb(infoBytes)} KB gzip; fetched by /: ${inHome.length} chunks` +
        (inHome.length ? ` (${inHome.join(', ')})` : ' — / does not grow with the info pages'),
    );
    const pass = !web.figures.some(misses);
    if (!pass) process.exitCode = 1;
    writeBenchResults('web', {
      target: INITIAL_JS_TARGET,
      baselineGzipBytes: web.baselineGzip,
      routes: web.figures.map((f) => ({
        route: f.route,
        scripts: f.scripts,
        gzipBytes: f.gzipBytes,
        ratio: f.gzipBytes / web.baselineGzip,
        chunks: Object.fromEntries(f.chunks),
      })),
      pass,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench script in a process of its own (the search code reads its DynamoDB endpoint once). */
async function ownProcess(script: string) {
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, LOG_LEVEL: 'SILENT', NODE_NO_WARNINGS: '1' },
    });
    child.once('exit', resolve);
  });
  if (code !== 0) process.exitCode = 1;
}

/** Search items read per job at 10k and 100k jobs (scripts/bench/search.ts). */
const searchPart = () => ownProcess('scripts/bench/search.ts');

/** Top-3 recall and MRR of the judged queries (scripts/bench/relevance.ts). */
const relevancePart = () => ownProcess('scripts/bench/relevance.ts');

/** The daily job alert: 10k saved searches against 1k new jobs, beside the naive run (scripts/bench/alerts.ts). */
const alertsPart = () => ownProcess('scripts/bench/alerts.ts');
/** The schedule's reminders: 10k accepted applications, beside a naive run (scripts/bench/reminders.ts). */
const remindersPart = () => ownProcess('scripts/bench/reminders.ts');

async function loadPart() {
  if (!(await runLoadBench())) process.exitCode = 1;
}

async function lighthousePart() {
  if (!(await runLighthouseBench())) process.exitCode = 1;
}

/** Live delivery of messages over 100 open conversations (scripts/bench/messages.ts). */
async function messagesPart() {
  const { runMessagesBench } = await import('./messages');
  if (!(await runMessagesBench())) process.exitCode = 1;
}

async function costPart() {
  console.log('\nMonthly AWS cost: measured requests × usage model × public prices');
  const { runCostBench } = await import('./cost');
  const { stages } = await import('../../infra/config/stages');
  const { fixedResourcesOf } = await import('./cost-fixed');
  // The prod stage's web ACLs, alarms, dashboard, keys and secrets, as `cdk synth -c stage=prod` has them.
  const fixed = fixedResourcesOf('prod');
  if (!(await runCostBench({ rumSampleRate: stages.prod.monitoring.rumSessionSampleRate, fixed }))) {
    process.exitCode = 1;
  }
}

const parts = {
  bundles: bundlesPart,
  web: webPart,
  search: searchPart,
  relevance: relevancePart,
  alerts: alertsPart,
  reminders: remindersPart,
  load: loadPart,
  lighthouse: lighthousePart,
  cost: costPart,
  messages: messagesPart,
};
type Part = keyof typeof parts;
const quickParts: Part[] = ['bundles', 'web', 'search', 'relevance'];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown bench part ${unknown.join(', ')}: choose from ${Object.keys(parts).join(', ')}.`);
  process.exit(2);
}
for (const name of (asked.length > 0 ? asked : quickParts) as Part[]) await parts[name]();
console.log('');
