import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaBuildOptions, lambdaBundling } from '../../shared/lambda-bundling';

const root = path.resolve(import.meta.dirname, '../..');

export interface BundleFigure {
  name: string;
  /** Every file of the deployed bundle: the entry and all its chunks. */
  bytes: number;
  /**
   * Module start: median CPU milliseconds to import the bundle in a fresh Node process (Lambda's init
   * phase). The figure the bundles' start-time target is about.
   */
  importMs: number;
  /** The same imports' median wall time (moves with whatever else the machine is doing). */
  importWallMs: number;
  /**
   * For a function whose routes load on demand: the import plus loading its heaviest route's module,
   * what the slowest first request of a new container costs before it does any work. Shown beside
   * the module start so that deferring the routes cannot flatter the picture.
   */
  firstRequestMs?: number;
  /** The route whose load `firstRequestMs` includes. */
  heaviestRoute?: string;
}

/** Every function's module start and bundle at most these multiples of the baseline's. */
export const BUNDLE_TARGETS = { maxStartRatio: 1.5, maxSizeRatio: 1.6 } as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** Builds one function exactly as the CDK does (shared/lambda-bundling.ts); returns its entry and size. */
async function bundle(name: string, entry: string, outDir: string): Promise<{ bytes: number; file: string }> {
  const dir = path.join(outDir, name);
  rmSync(dir, { recursive: true, force: true });
  await build({ ...lambdaBuildOptions(entry, dir), logLevel: 'silent' });
  const bytes = filesUnder(dir).reduce((sum, file) => sum + statSync(file).size, 0);
  return { bytes, file: path.join(dir, `${lambdaBundling.entryName}.mjs`) };
}

/** The routes a bundle loads on demand (`routeModules` in the function's handler.ts), if any. */
function lazyRoutes(file: string): string[] {
  const script = `const m = await import(${JSON.stringify(file)}); console.log(JSON.stringify(Object.keys(m.routeModules ?? {})));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, AWS_REGION: 'us-east-1' },
  });
  if (run.status !== 0) throw new Error(`import of ${file} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim()) as string[];
}

/** Rounds of cold starts per bundle; each round starts every bundle once, so load on a shared machine falls on all alike. */
const IMPORT_ROUNDS = Number(process.env.NJ_BENCH_IMPORT_ROUNDS ?? 7);

/**
 * One cold start in a fresh Node process: import the bundle and, if given, load that route's module,
 * as its first request would. CPU time is the figure compared (what module start costs, unmoved by
 * other processes on a busy machine; on Lambda's fraction of a vCPU it is what the wall time becomes).
 */
function coldStart(file: string, route?: string): { wallMs: number; cpuMs: number } {
  const load = route ? `await m.routeModules[${JSON.stringify(route)}]();` : '';
  const script = `const c = process.cpuUsage(); const t = performance.now(); const m = await import(${JSON.stringify(file)}); ${load} const w = performance.now() - t; const u = process.cpuUsage(c); console.log(JSON.stringify({ wallMs: w, cpuMs: (u.user + u.system) / 1000 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, AWS_REGION: 'us-east-1' },
  });
  if (run.status !== 0) throw new Error(`cold start of ${file} ${route ?? ''} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim()) as { wallMs: number; cpuMs: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Bundles every function exactly as the CDK does and measures size, module start and first request. The baseline,
 * built the same way in the same run, is a minimal handler that only creates a DynamoDB document
 * client: the least any data-touching function must carry.
 */
export async function measureFunctionBundles(functionNames: readonly string[]) {
  const outDir = path.join(root, '.local/bench/functions');
  mkdirSync(outDir, { recursive: true });
  const baselineEntry = path.join(outDir, 'baseline-entry.ts');
  writeFileSync(
    baselineEntry,
    `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => ({ statusCode: 200, body: String(Boolean(client)) });
`,
  );
  const built = [
    { name: 'baseline (DynamoDB client only)', ...(await bundle('baseline', baselineEntry, outDir)) },
  ];
  for (const name of functionNames) {
    // A domain's function is its handler.ts; another function is named by its file (`jobs/sweep.ts`).
    const entry = name.endsWith('.ts') ? name : path.join(name, 'handler.ts');
    const label = name.replace(/\.ts$/, '').replaceAll('/', '-');
    built.push({ name, ...(await bundle(label, path.join(root, 'functions', entry), outDir)) });
  }
  // What to start: the bundle alone (route undefined), and the bundle plus each on-demand route.
  const starts = built.map((b) => [undefined, ...lazyRoutes(b.file)]);
  const samples = starts.map((routes) =>
    routes.map(() => ({ wallMs: [] as number[], cpuMs: [] as number[] })),
  );
  for (let round = 0; round < IMPORT_ROUNDS; round++) {
    built.forEach((b, i) => {
      starts[i]?.forEach((route, j) => {
        const once = coldStart(b.file, route);
        samples[i]?.[j]?.wallMs.push(once.wallMs);
        samples[i]?.[j]?.cpuMs.push(once.cpuMs);
      });
    });
  }
  const [baseline, ...figures] = built.map((b, i): BundleFigure => {
    const routes = starts[i] ?? [undefined];
    const medians = routes.map((route, j) => ({
      route,
      cpuMs: median(samples[i]?.[j]?.cpuMs ?? []),
      wallMs: median(samples[i]?.[j]?.wallMs ?? []),
    }));
    const moduleOnly = medians[0];
    if (!moduleOnly) throw new Error(`no cold start measured for ${b.name}`);
    const worst = medians
      .slice(1)
      .reduce<(typeof medians)[number] | undefined>((a, c) => (a && a.cpuMs >= c.cpuMs ? a : c), undefined);
    return {
      name: b.name,
      bytes: b.bytes,
      importMs: moduleOnly.cpuMs,
      importWallMs: moduleOnly.wallMs,
      ...(worst ? { firstRequestMs: worst.cpuMs, heaviestRoute: worst.route } : {}),
    };
  });
  if (!baseline) throw new Error('no baseline bundle');
  return {
    baseline,
    figures: figures.map((f) => {
      const sizeRatio = f.bytes / baseline.bytes;
      const startRatio = f.importMs / baseline.importMs;
      return {
        ...f,
        sizeRatio,
        startRatio,
        pass: sizeRatio <= BUNDLE_TARGETS.maxSizeRatio && startRatio <= BUNDLE_TARGETS.maxStartRatio,
      };
    }),
  };
}
