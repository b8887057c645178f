import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaBundling } from '../../shared/lambda-bundling';

const root = path.resolve(import.meta.dirname, '../..');

export interface BundleFigure {
  name: string;
  bytes: number;
  /** Median CPU milliseconds to import the bundle in a fresh Node process (module init = cold start work). */
  importMs: number;
  /** The same imports' median wall time (moves with whatever else the machine is doing). */
  importWallMs: number;
}

/** Issue 11: every function's module start and bundle at most these multiples of the baseline's. */
export const BUNDLE_TARGETS = { maxStartRatio: 1.5, maxSizeRatio: 1.6 } as const;

async function bundle(name: string, entry: string, outDir: string): Promise<{ bytes: number; file: string }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    sourcemap: false,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.esmRequireBanner },
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced nothing for ${name}`);
  const file = path.join(outDir, `${name}.mjs`);
  writeFileSync(file, output.contents);
  return { bytes: output.contents.byteLength, file };
}

/** Rounds of imports per bundle; each round imports every bundle once, so load on a shared machine falls on all alike. */
const IMPORT_ROUNDS = Number(process.env.NJ_BENCH_IMPORT_ROUNDS ?? 7);

/**
 * One import of the bundle in a fresh Node process: wall time and the CPU time the process spent in
 * it. CPU time is the figure compared (what module start costs, unmoved by other processes on a busy
 * machine; on Lambda's fraction of a vCPU it is what the wall time becomes).
 */
function importOnce(file: string): { wallMs: number; cpuMs: number } {
  const script = `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(file)}); const w = performance.now() - t; const u = process.cpuUsage(c); console.log(JSON.stringify({ wallMs: w, cpuMs: (u.user + u.system) / 1000 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, AWS_REGION: 'us-east-1' },
  });
  if (run.status !== 0) throw new Error(`import of ${file} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim()) as { wallMs: number; cpuMs: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Bundles every function exactly as the CDK does and measures size and module start time. The
 * baseline, built the same way in the same run, is a minimal handler that only creates a DynamoDB
 * document client: the least any data-touching function must carry.
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
    built.push({ name, ...(await bundle(name, path.join(root, 'functions', name, 'handler.ts'), outDir)) });
  }
  const samples = built.map(() => ({ wallMs: [] as number[], cpuMs: [] as number[] }));
  for (let round = 0; round < IMPORT_ROUNDS; round++) {
    built.forEach((b, i) => {
      const once = importOnce(b.file);
      samples[i]?.wallMs.push(once.wallMs);
      samples[i]?.cpuMs.push(once.cpuMs);
    });
  }
  const [baseline, ...figures] = built.map(
    (b, i): BundleFigure => ({
      name: b.name,
      bytes: b.bytes,
      importMs: median(samples[i]?.cpuMs ?? []),
      importWallMs: median(samples[i]?.wallMs ?? []),
    }),
  );
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
