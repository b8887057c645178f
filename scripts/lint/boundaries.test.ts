import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The import boundaries (issue 22 §2, check 3): `npm run lint` fails on a cross-feature import, a
 * functions/lib → domain import, an import of scripts/ or test/ from product code, and an import
 * circle. Each case lays out a small copy of the repo's folders in a temporary folder, adds one bad
 * import, and runs the very command of `npm run lint:boundaries` (read from package.json) with the
 * repo's .dependency-cruiser.cjs and tsconfig.json there. A clean layout, with the imports the rules
 * allow, must pass.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** `npm run lint:boundaries`'s arguments, with the config file made absolute. */
function lintArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = (pkg.scripts['lint:boundaries'] ?? '').split(/\s+/);
  expect(command).toBe('depcruise');
  const config = args.indexOf('--config');
  expect(config).toBeGreaterThanOrEqual(0);
  args[config + 1] = path.join(repo, args[config + 1] ?? '');
  return args;
}

type Files = Record<string, string>;

/**
 * Imports every rule allows: within a feature, feature → lib, app → feature, domain → domain, tests →
 * test/ and scripts/ (and shared tests → functions), build tooling → scripts/build.
 */
const clean: Files = {
  'shared/routes.ts': "export const routes = ['/example'];\n",
  'shared/schemas/job.ts': "import { routes } from '../routes';\nexport const first = routes[0];\n",
  // A test beside shared code may import the code that uses it.
  'shared/schemas/job.test.ts':
    "import { handle } from '../../functions/lib/http';\nexport const used = handle;\n",
  'functions/lib/http.ts':
    "import { routes } from '../../shared/routes';\nexport const handle = () => routes;\n",
  'functions/jobs/handler.ts': "import { handle } from '../lib/http';\nexport const handler = handle;\n",
  'functions/jobs/handler.test.ts': [
    "import { seed } from '../../scripts/local/seed';",
    "import { stack } from '../../test/support/stack';",
    "import { handler } from './handler';",
    'export const all = [seed, stack, handler];',
    '',
  ].join('\n'),
  'functions/places/place-index.ts': "import { handle } from '../lib/http';\nexport const search = handle;\n",
  // A domain may use another domain's module (the rules are about lib, features and tooling).
  'functions/jobs/search.ts':
    "import { search } from '../places/place-index';\nexport const find = search;\n",
  'web/src/lib/format.ts': 'export const format = (text: string) => text.trim();\n',
  'web/src/features/jobs/api/get-job.ts':
    "import { routes } from '@shared/routes';\nexport const getJob = routes;\n",
  'web/src/features/jobs/pages/JobsPage.tsx': [
    "import { format } from '../../../lib/format';",
    "import { getJob } from '../api/get-job';",
    'export const JobsPage = () => format(String(getJob));',
    '',
  ].join('\n'),
  'web/src/app/router.tsx':
    "import { JobsPage } from '../features/jobs/pages/JobsPage';\nexport const pages = [JobsPage];\n",
  // Build tooling in web/ may use scripts/build (the one known exception).
  'web/vite.config.ts':
    "import { prerender } from '../scripts/build/prerender';\nexport default { plugins: [prerender] };\n",
  'infra/app.ts': "import { routes } from '../shared/routes';\nexport const app = routes;\n",
  'scripts/build/prerender.ts': 'export const prerender = () => undefined;\n',
  'scripts/local/seed.ts': "import { routes } from '../../shared/routes';\nexport const seed = routes;\n",
  'test/support/stack.ts': "import { seed } from '../../scripts/local/seed';\nexport const stack = seed;\n",
  'vitest.config.ts': 'export default {};\n',
};

let folder: string | undefined;

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

interface LintRun {
  code: number;
  output: string;
}

async function lint(files: Files): Promise<LintRun> {
  folder = mkdtempSync(path.join(tmpdir(), 'nj-boundaries-'));
  cpSync(path.join(repo, 'tsconfig.json'), path.join(folder, 'tsconfig.json'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const cwd = folder;
  return new Promise((resolve) => {
    execFile(process.execPath, [depcruise, ...lintArgs()], { cwd }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

/**
 * The violations the checker reported, as `rule: from → to`, sorted. A circle is named by its two
 * first files in path order (the checker may start it from either end).
 */
function violations(output: string): string[] {
  return [...output.matchAll(/^\s*error (\S+): (\S+) → \s*(\S+)/gm)]
    .map(([, rule, from = '', to = '']) => {
      const [a, b] = rule === 'no-circular' ? [from, to].sort() : [from, to];
      return `${rule}: ${a} → ${b}`;
    })
    .sort();
}

/**
 * One bad import of each kind, and the violation each must be reported as. Every rule is an error
 * (checked below), so any one of them alone fails `npm run lint`.
 */
const bad: Files = {
  // A feature importing another feature, from a sub-folder ('../../jobs/…').
  'web/src/features/profile/pages/ProfilePage.tsx':
    "import { JobsPage } from '../../jobs/pages/JobsPage';\nexport const ProfilePage = JobsPage;\n",
  // A feature importing app/.
  'web/src/features/jobs/components/Nav.tsx':
    "import { pages } from '../../../app/router';\nexport const Nav = pages;\n",
  // web/src/lib importing a feature (what features share must not lean on one).
  'web/src/lib/job-link.ts':
    "import { getJob } from '../features/jobs/api/get-job';\nexport const jobLink = getJob;\n",
  // shared/ importing function code.
  'shared/rules/limits.ts':
    "import { handle } from '../../functions/lib/http';\nexport const limits = handle;\n",
  // functions/lib importing a domain.
  'functions/lib/geocode.ts':
    "import { search } from '../places/place-index';\nexport const geocode = search;\n",
  // Product code (functions, shared, web, infra) importing scripts/ or test/.
  'functions/notify/test-support.ts':
    "import { seed } from '../../scripts/local/seed';\nexport const support = seed;\n",
  'shared/emails/preview.ts':
    "import { stack } from '../../test/support/stack';\nexport const preview = stack;\n",
  'web/src/lib/demo.ts': "import { seed } from '../../../scripts/local/seed';\nexport const demo = seed;\n",
  'infra/stacks/local.ts': "import { seed } from '../../scripts/local/seed';\nexport const local = seed;\n",
  // An import circle, one side of it type-only.
  'functions/lib/http.ts':
    "import type { Event } from './origin-verify';\nexport const handle = (event: Event) => event;\n",
  'functions/lib/origin-verify.ts': [
    "import { handle } from './http';",
    'export type Event = { headers: Record<string, string> };',
    'export const verify = handle;',
    '',
  ].join('\n'),
};

const expected = [
  'feature-imports-feature: web/src/features/profile/pages/ProfilePage.tsx → web/src/features/jobs/pages/JobsPage.tsx',
  'feature-imports-app: web/src/features/jobs/components/Nav.tsx → web/src/app/router.tsx',
  'web-lib-imports-feature: web/src/lib/job-link.ts → web/src/features/jobs/api/get-job.ts',
  'shared-imports-code: shared/rules/limits.ts → functions/lib/http.ts',
  'lib-imports-domain: functions/lib/geocode.ts → functions/places/place-index.ts',
  'product-imports-scripts-or-test: functions/notify/test-support.ts → scripts/local/seed.ts',
  'product-imports-scripts-or-test: shared/emails/preview.ts → test/support/stack.ts',
  'product-imports-scripts-or-test: web/src/lib/demo.ts → scripts/local/seed.ts',
  'product-imports-scripts-or-test: infra/stacks/local.ts → scripts/local/seed.ts',
  'no-circular: functions/lib/http.ts → functions/lib/origin-verify.ts',
].sort();

// Each run starts the checker afresh (about 1.5 s of CPU, several seconds on a busy machine).
describe('import boundaries (npm run lint:boundaries)', { timeout: 60_000 }, () => {
  it('passes the imports the rules allow', async () => {
    const run = await lint(clean);
    expect(run.output).toContain('no dependency violations found');
    expect(run.code).toBe(0);
  });

  it('fails on a cross-feature import, feature → app/, web lib → feature, shared → functions, functions/lib → domain, scripts/ or test/ in product code, and a circle', async () => {
    const run = await lint({ ...clean, ...bad });
    expect(run.code, run.output).not.toBe(0);
    expect(violations(run.output), run.output).toEqual(expected);
  });

  it('makes every rule an error, so one violation alone fails lint', async () => {
    const config = (await import(path.join(repo, '.dependency-cruiser.cjs'))) as {
      default: { forbidden: { name: string; severity: string }[] };
    };
    const rules = config.default.forbidden;
    expect(rules.map((rule) => rule.name).sort()).toEqual(
      [...new Set(expected.map((line) => line.split(':')[0]))].sort(),
    );
    for (const rule of rules) expect(rule.severity, rule.name).toBe('error');
  });
});
