import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { type BuiltApp, buildApp } from '../../infra/app';
import type { StageName } from '../../infra/config/stages';

export type Concern = 'data' | 'email' | 'auth' | 'api' | 'web' | 'monitoring';
const concerns: Concern[] = ['data', 'email', 'auth', 'api', 'web', 'monitoring'];

/**
 * Cloud assembly directories written in this worker. The infra project does not isolate its files
 * (vitest.config.ts), so the files a worker runs share one synth of each stage: they are deleted
 * when the worker ends, not after each file, since a later file may still read them.
 */
const scratch: string[] = [];
process.once('exit', () => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** This worker's synths, by stage and options: bundling is most of a synth's time. */
const synths = new Map<string, SynthesizedStage>();

export interface SynthesizedStage {
  readonly built: BuiltApp;
  readonly outdir: string;
  /** The error `app.synth()` threw with the cdk-nag plugin on (undefined when it passed). */
  readonly synthError?: Error;
  readonly templates: Record<Concern, Template>;
}

/**
 * Synthesizes a stage the way `cdk synth` does (cdk-nag on), once per worker for the same stage and
 * options: tests only read the result. If nag fails the synth, the app is rebuilt without nag so the
 * other assertions still report on the templates.
 */
export function synthesizeStage(
  stage: StageName,
  options: { bundle?: boolean; webDist?: string } = {},
): SynthesizedStage {
  const key = JSON.stringify({ stage, ...options });
  let synth = synths.get(key);
  if (!synth) {
    synth = synthesize(stage, options);
    synths.set(key, synth);
  }
  return synth;
}

function synthesize(stage: StageName, options: { bundle?: boolean; webDist?: string }): SynthesizedStage {
  const outdir = mkdtempSync(join(tmpdir(), `nj-infra-${stage}-`));
  scratch.push(outdir);
  let built = buildApp({ stage, outdir, ...options });
  let assembly: CloudAssembly;
  let synthError: Error | undefined;
  try {
    assembly = built.app.synth();
  } catch (error) {
    synthError = error as Error;
    const retryDir = mkdtempSync(join(tmpdir(), `nj-infra-${stage}-nonag-`));
    scratch.push(retryDir);
    built = buildApp({
      stage,
      outdir: retryDir,
      nag: false,
      bundle: options.bundle,
    });
    assembly = built.app.synth();
  }
  const templates = Object.fromEntries(
    concerns.map((concern) => [
      concern,
      Template.fromJSON(assembly.getStackByName(built[concern].stackName).template),
    ]),
  ) as Record<Concern, Template>;
  return { built, outdir: assembly.directory, synthError, templates };
}

/** Every acknowledgment recorded with Validations.of(...).acknowledge, with where it was made. */
export function acknowledgments(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

/** The config.json the web stack deploys, as staged in the cloud assembly (tokens appear as markers). */
export function stagedConfigJson(assemblyDir: string): unknown {
  // Source.jsonData stages a directory holding config.json alone (a web build may carry its own copy).
  for (const entry of readdirSync(assemblyDir)) {
    const dir = join(assemblyDir, entry);
    if (!entry.startsWith('asset.') || !statSync(dir).isDirectory()) continue;
    const files = readdirSync(dir);
    if (files.length === 1 && files[0] === 'config.json') {
      return JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
    }
  }
  throw new Error(`No staged config.json under ${assemblyDir}`);
}

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }
>;

export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
