import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';

/*
 * No API path is written outside shared/routes.ts. Every string of the tracked code
 * (string literals and template literals, comments left out) that IS a route's path is a finding:
 * `/job/42`, `/api/job/${id}/applications`, `${base}/jobs?limit=1`, and Playwright's globs (`**` and
 * then /api/applyjob/*). Callers build paths from the table instead (routePath, apiPath,
 * routeEndpoint; the tests' api(name, …)).
 *
 * The web app's own code is the one place where such text can be a page rather than an API path (the
 * jobs page is /jobs, as is the API's newest-jobs list): it calls the API only through callRoute, by
 * route name, so there only an /api path counts. Elsewhere page paths come from shared/web-paths.ts.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** The route table itself, and this test (its examples). */
const EXEMPT = ['shared/routes.ts', 'scripts/lint/api-paths.test.ts'];

/** Where a path may be written, and why. Each entry is a file and the exact text allowed there. */
const allowed: Record<string, { text: string; why: string }[]> = {
  'shared/web-paths.ts': [
    { text: '/jobs', why: 'the page table: the jobs page' },
    { text: '/applications', why: "the page table: a student's applications page" },
    { text: '/alerts', why: 'the page table: the job alerts page' },
    { text: '/schedule', why: 'the page table: the schedule page' },
    { text: '/family', why: "the page table: the guardian's page" },
  ],
  'infra/constructs/waf.ts': [
    { text: '/forgotpassword', why: "the Cognito hosted UI's own page, which the WAF rate-limits" },
  ],
  'functions/jobs/job-page-handler.test.ts': [
    { text: '/jobs/search', why: 'a job page\'s address whose id is "search", which the job pages refuse' },
  ],
  'test/e2e/job-page-served.e2e.test.ts': [
    { text: '/jobs/search', why: 'a job page\'s address whose id is "search", which the job pages refuse' },
  ],
  'functions/conversations/live.ts': [
    { text: '{}/.well-known/jwks.json', why: "the user pool's own JWKS (Cognito's), not the API's" },
  ],
  'scripts/local/jwt-authorizer.ts': [
    { text: '{}/.well-known/jwks.json', why: "the local user pool's own JWKS (Cognito's), not the API's" },
  ],
  'test/integration/support/alerts.ts': [
    { text: '{}/alerts/run', why: "the local admin server's alert run, not an API route" },
  ],
};

/** A template's expressions as `{}`: `${base}/jobs` reads `{}/jobs`, `/job/${id}` reads `/job/{}`. */
const HOLE = '{}';

/** The route paths as patterns: each parameter one segment (`param`), the rest as written. */
const pathPatterns = (param: string) =>
  [...new Set(routes.map((r) => r.path))]
    .map((p) =>
      p
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join(param),
    )
    .join('|');

/**
 * A literal that is a route's path: under /api or not, after a template expression or `**` or not, a
 * query after it or not.
 */
const routePattern = new RegExp(`(?:^|\\{\\}|\\*\\*)(/api)?(?:${pathPatterns('[^/?#]+')})(?:[?#].*)?$`);

/** The same in a file's raw text, to parse only the files that may hold one. */
const QUOTES = `'"\``;
const roughPattern = new RegExp(
  `(?:[${QUOTES}}]|\\*\\*)(/api)?(?:${pathPatterns(`[^/?#${QUOTES}]+`)})(?:[?#][^${QUOTES}]*)?(?:[${QUOTES}]|\\$\\{)`,
  'g',
);

/** The texts of a source file's string and template literals. */
async function literals(file: string, source: string): Promise<string[]> {
  const ts = (await import('typescript')).default;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: import('typescript').Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The web app's product code: a path there is a page unless it is under /api. */
const isWebAppCode = (file: string) => file.startsWith('web/src/') && !/\.test\.tsx?$/.test(file);

/** The paths written outside the route table, and the allowed ones seen (each must still be there). */
async function findings(): Promise<{ found: string[]; seen: Set<string> }> {
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      'functions',
      'infra',
      'scripts',
      'shared',
      'test',
      'web',
    ],
    { cwd: repo, encoding: 'utf8' },
  )
    .split('\n')
    // Untracked files count too; a file deleted but not yet staged does not.
    .filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(file) && !EXEMPT.includes(file))
    .filter((file) => existsSync(path.join(repo, file)));
  const found: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(repo, file), 'utf8');
    // Only a file whose text has something like a path is parsed (the web app's: under /api).
    const rough = [...source.matchAll(roughPattern)].filter((m) => m[1] || !isWebAppCode(file));
    if (rough.length === 0) continue;
    for (const text of await literals(file, source)) {
      const match = routePattern.exec(text);
      if (!match) continue;
      if (isWebAppCode(file) && !match[1]) continue;
      const where = `${file}: ${JSON.stringify(text)}`;
      if (allowed[file]?.some((entry) => entry.text === text)) seen.add(where);
      else found.push(where);
    }
  }
  return { found, seen };
}

describe('API paths', () => {
  // Loading the TypeScript parser takes a few seconds on a busy machine.
  it('are written only in shared/routes.ts: everything else builds them from the route table', async () => {
    const { found, seen } = await findings();
    expect(found).toEqual([]);
    // An allowance nobody needs any more goes.
    const allowances = Object.entries(allowed).flatMap(([file, entries]) =>
      entries.map((entry) => `${file}: ${JSON.stringify(entry.text)}`),
    );
    expect(allowances.filter((where) => !seen.has(where))).toEqual([]);
  }, 30_000);

  it('would be found: the pattern knows a path, with /api, a parameter, a query and a glob', () => {
    for (const text of ['/jobs', '/api/jobs?limit=1', `/job/${HOLE}/applications`, `${HOLE}/signin`])
      expect(routePattern.test(text), text).toBe(true);
    expect(routePattern.test('**/api/applyjob/*'), 'glob').toBe(true);
    for (const text of ['/no-such-thing', '/jobs/search/extra', '/auth/../jobs', `/jobs/${HOLE}`, '/api/'])
      expect(routePattern.test(text), text).toBe(false);
  });
});
