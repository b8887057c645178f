import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaBundling } from '../../shared/lambda-bundling';

const root = path.resolve(import.meta.dirname, '../..');

export interface BundleFigure {
  name: string;
  bytes: number;
  /** Median milliseconds to import the bundle in a fresh Node process (module init = cold start work). */
  importMs: number;
}

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

function medianImportMs(file: string, runs = 5): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'us-east-1' },
    });
    if (run.status !== 0) throw new Error(`import of ${file} failed: ${run.stderr}`);
    times.push(Number(run.stdout.trim()));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
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
  const baseline = await bundle('baseline', baselineEntry, outDir);
  const baselineFigure: BundleFigure = {
    name: 'baseline (DynamoDB client only)',
    bytes: baseline.bytes,
    importMs: medianImportMs(baseline.file),
  };
  const figures: BundleFigure[] = [];
  for (const name of functionNames) {
    const built = await bundle(name, path.join(root, 'functions', name, 'handler.ts'), outDir);
    figures.push({ name, bytes: built.bytes, importMs: medianImportMs(built.file) });
  }
  return { baseline: baselineFigure, figures };
}
