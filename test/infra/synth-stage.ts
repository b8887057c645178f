import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { buildApp } from '../../infra/app';
import type { StageName } from '../../infra/config/stages';

export type Concern = 'data' | 'email' | 'auth' | 'api' | 'web' | 'monitoring';
const concerns: Concern[] = ['data', 'email', 'auth', 'api', 'web', 'monitoring'];

/**
 * Cloud assembly directories written in this worker (the dev stage's). The infra project does not
 * isolate its files (vitest.config.ts), so the files a worker runs share one synth: they are deleted
 * when the worker ends, not after each file, since a later file may still read them.
 */
const scratch: string[] = [];
process.once('exit', () => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** This worker's synths, by stage and options. */
const synths = new Map<string, SynthesizedStage>();

export interface Acknowledgment {
  path: string;
  id: string;
  reason: string;
}

/** What a synth found, as plain data: synth-prod.ts writes it once for the whole run (facts.json). */
export interface SynthFacts {
  /** The cloud assembly directory. */
  readonly outdir: string;
  /** The message `app.synth()` threw with the cdk-nag plugin on (undefined when it passed). */
  readonly synthError?: string;
  readonly stackNames: Record<Concern, string>;
  /** cdk-nag's AwsSolutions pack run again on the tree, so that a failure lists each finding. */
  readonly nagFindings: string[];
  /** Every acknowledgment recorded with Validations.of(...).acknowledge, with where it was made. */
  readonly acknowledgments: Acknowledgment[];
  /** The web stack's region (its CLOUDFRONT web ACL must be in us-east-1). */
  readonly webRegion: string;
}

export interface SynthesizedStage extends SynthFacts {
  readonly templates: Record<Concern, Template>;
}

/** The file synth-prod.ts writes into the directory global-synth.ts gives it. */
export const FACTS_FILE = 'facts.json';

/**
 * Synthesizes a stage the way `cdk synth` does (cdk-nag on) into `outdir`. If nag fails the synth,
 * the app is rebuilt without nag (into `<outdir>-nonag`) so the other assertions still report on the
 * templates.
 */
export function synthesizeFacts(
  stage: StageName,
  options: { bundle?: boolean; webDist?: string; outdir: string },
): SynthFacts {
  let built = buildApp({ stage, ...options });
  let assembly: CloudAssembly;
  let synthError: string | undefined;
  try {
    assembly = built.app.synth();
  } catch (error) {
    synthError = (error as Error).message;
    built = buildApp({ stage, ...options, outdir: `${options.outdir}-nonag`, nag: false });
    assembly = built.app.synth();
  }
  // The pack again, directly, so that a failure lists the findings instead of "Validation failed".
  const nag = new AwsSolutionsChecks().validateScope(built.app);
  return {
    outdir: assembly.directory,
    synthError,
    stackNames: Object.fromEntries(concerns.map((concern) => [concern, built[concern].stackName])) as Record<
      Concern,
      string
    >,
    nagFindings: nag.violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
    ),
    acknowledgments: acknowledgments(built.app),
    webRegion: built.web.region,
  };
}

/** A synth's templates, read from its cloud assembly. */
export function loadStage(facts: SynthFacts): SynthesizedStage {
  const assembly = new CloudAssembly(facts.outdir);
  const templates = Object.fromEntries(
    concerns.map((concern) => [
      concern,
      Template.fromJSON(assembly.getStackByName(facts.stackNames[concern]).template),
    ]),
  ) as Record<Concern, Template>;
  return { ...facts, templates };
}

/**
 * A stage synthesized in this worker, once per worker for the same stage and options: the dev stage,
 * without bundling. Prod, bundled, is synthesized once for the whole run (prod-synth.ts).
 */
export function synthesizeStage(
  stage: StageName,
  options: { bundle?: boolean; webDist?: string } = {},
): SynthesizedStage {
  const key = JSON.stringify({ stage, ...options });
  let synth = synths.get(key);
  if (!synth) {
    const outdir = mkdtempSync(join(tmpdir(), `nj-infra-${stage}-`));
    scratch.push(outdir, `${outdir}-nonag`);
    synth = loadStage(synthesizeFacts(stage, { ...options, outdir }));
    synths.set(key, synth);
  }
  return synth;
}

/** Every acknowledgment recorded with Validations.of(...).acknowledge, with where it was made. */
function acknowledgments(root: IConstruct): Acknowledgment[] {
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
