import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The import boundaries: `npm run lint` fails on a cross-feature import, a
 * functions/lib → domain import, an import of scripts/ or test/ from product code, and an import
 * circle. Each case lays out a small copy of the repo's folders in a temporary folder, adds one bad
 * import, and runs the very commands of `npm run lint:boundaries` (read from package.json) with the
 * repo's dependency-cruiser configurations and tsconfig.json there. A clean layout, with the imports
 * the rules allow, must pass. Domains are checked too: another domain is imported only through its
 * index.ts, and domain folders import each other one way only.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** Each command of `npm run lint:boundaries` (`a && b`), as arguments, with its config made absolute. */
function lintCommands(): string[][] {
  const pkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const commands = (pkg.scripts['lint:boundaries'] ?? '').split('&&').map((command) => command.trim());
  expect(commands.length).toBe(2);
  return commands.map((command) => {
    const [name, ...args] = command.split(/\s+/);
    expect(name).toBe('depcruise');
    const config = args.indexOf('--config');
    expect(config).toBeGreaterThanOrEqual(0);
    args[config + 1] = path.join(repo, args[config + 1] ?? '');
    return args;
  });
}

type Files = Record<string, string>;

/**
 * Imports every rule allows: within a feature, feature → lib, app → feature, a domain → another's
 * index.ts (one way), a domain's folders → each other, tests → test/ and scripts/ (and shared tests →
 * functions), build tooling → scripts/build. The local runner imports domains and a lib test imports
 * the runner: a circle of folders through a test file, which is no circle of the product.
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
  // A domain's public face: what other domains may import.
  'functions/places/index.ts': "export { search } from './place-index';\n",
  // Another domain through its index.ts, by the folder's name or the file's.
  'functions/jobs/search.ts': "import { search } from '../places';\nexport const find = search;\n",
  'functions/jobs/routes/find-jobs.ts':
    "import { search } from '../../places/index';\nimport { find } from '../search';\nexport const route = [search, find];\n",
  'functions/jobs/index.ts': "export { find } from './search';\n",
  'functions/lib/http.test.ts':
    "import { seed } from '../../scripts/local/seed';\nexport const used = seed;\n",
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
  'scripts/local/seed.ts':
    "import { find } from '../../functions/jobs';\nimport { routes } from '../../shared/routes';\nexport const seed = [find, routes];\n",
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
  // Every command runs, so that each case shows all it breaks; the run fails if any does (`&&`).
  const runs: LintRun[] = [];
  for (const args of lintCommands()) {
    runs.push(
      await new Promise<LintRun>((resolve) => {
        execFile(process.execPath, [depcruise, ...args], { cwd }, (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, output: `${stdout}${stderr}` });
        });
      }),
    );
  }
  return {
    code: runs.find((run) => run.code !== 0)?.code ?? 0,
    output: runs.map((run) => run.output).join('\n'),
  };
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
  // A domain importing another domain's inner file, not its index.ts.
  'functions/reports/report-job.ts': "import { find } from '../jobs/search';\nexport const report = find;\n",
  // The same, beside an import of a domain's index.ts that is allowed: applications' repository is
  // applications' own.
  'functions/applications/application-repository.ts': 'export const applications = [];\n',
  'functions/conversations/open-conversation.ts': [
    "import { applications } from '../applications/application-repository';",
    "import { visits } from '../schedule';",
    'export const open = [applications, visits];',
    '',
  ].join('\n'),
  // Two domain folders importing each other through their index.ts: no file closes the circle.
  'functions/conversations/index.ts': 'export const conversations = [];\n',
  'functions/schedule/index.ts': 'export const visits = [];\n',
  'functions/schedule/visit-reminders.ts':
    "import { conversations } from '../conversations';\nexport const remind = conversations;\n",
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
  'domain-imports-inner-file: functions/reports/report-job.ts → functions/jobs/search.ts',
  'domain-imports-inner-file: functions/conversations/open-conversation.ts → functions/applications/application-repository.ts',
  'domain-circle: functions/conversations → functions/schedule',
  'domain-circle: functions/schedule → functions/conversations',
].sort();

interface Rule {
  name: string;
  severity: string;
  scope?: string;
}

async function rulesOf(configFile: string): Promise<Rule[]> {
  const config = (await import(path.join(repo, configFile))) as { default: { forbidden: Rule[] } };
  return config.default.forbidden;
}

const namesOf = (rules: readonly { name: string }[]) => [...new Set(rules.map((rule) => rule.name))].sort();

// Each run starts the checker afresh (about 1.5 s of CPU, several seconds on a busy machine).
describe('import boundaries (npm run lint:boundaries)', { timeout: 60_000 }, () => {
  it('passes the imports the rules allow', async () => {
    const run = await lint(clean);
    expect(run.output).toContain('no dependency violations found');
    expect(run.code).toBe(0);
  });

  it('fails on a cross-feature import, feature → app/, web lib → feature, shared → functions, functions/lib → domain, scripts/ or test/ in product code, a circle, another domain’s inner file and a circle of domain folders', async () => {
    const run = await lint({ ...clean, ...bad });
    expect(run.code, run.output).not.toBe(0);
    expect(violations(run.output), run.output).toEqual(expected);
  });

  it('makes every rule an error in the pass that runs it, so one violation alone fails lint', async () => {
    const files = await rulesOf('.dependency-cruiser.cjs');
    const domains = await rulesOf('.dependency-cruiser-domains.cjs');
    expect(namesOf([...files, ...domains])).toEqual(
      namesOf(expected.map((line) => ({ name: line.slice(0, line.indexOf(':')) }))),
    );
    // The folder rules are written once, in the first configuration, and run by the second.
    for (const rule of files)
      expect(rule.severity, rule.name).toBe(rule.scope === 'folder' ? 'ignore' : 'error');
    expect(domains.length).toBeGreaterThan(0);
    for (const rule of domains) expect([rule.scope, rule.severity], rule.name).toEqual(['folder', 'error']);
  });
});
