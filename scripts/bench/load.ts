import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import { type RouteName, routeEndpoint } from '../../shared/routes';
import { SEARCH_ZIP } from './bench-jobs';
import type { LoadStackInfo } from './load-stack';
import { writeBenchResults } from './results';

/*
 * `npm run bench -- load`: 50 virtual users for 60 s against the local stack, doing what
 * people do: search by place, open a job, sign in, apply, look at their applications, and employers
 * reviewing applicants. Then the same ZIP search alone under the same load, answered by the indexes and
 * by a filtered Scan of the whole jobs table (scripts/bench/scan-search.ts): the baseline ratio.
 *
 * Each autocannon connection is a virtual user running sessions one after another. A session is a
 * visitor (3 in 10), a student (5 in 10) or an employer (2 in 10); signed-in sessions lease a person no
 * other session holds at that moment, so no two requests race on one account (that is the concurrency
 * tests' job, not a load figure's). Students never apply twice to a job nor past the 30-a-day limit.
 *
 * An ERROR is any answer that is not the one the step expects (sign-in 200, search 200, job 200,
 * apply 200, applications 200, employer jobs 200, a job's applicants 200, review 200, dashboard 200),
 * plus every connection error and timeout (30 s, API Gateway's own limit). A 4xx counts as an error as much as a 5xx: the mix
 * sends only requests that must succeed. There must be none.
 */

export const CONNECTIONS = 50;
/** NJ_BENCH_LOAD_SECONDS=10 for a trial run; the figure is taken over the issue's 60 s. */
const SECONDS = Number(process.env.NJ_BENCH_LOAD_SECONDS ?? 60);
/** API Gateway's integration timeout: an answer slower than this would be a 503 in AWS. */
const TIMEOUT_SECONDS = 30;
const APPLY_LIMIT = 30;
const radii = [5, 10, 15, 20, 40] as const;

const root = path.resolve(import.meta.dirname, '../..');

type StepName =
  | 'sign in'
  | 'search by place'
  | 'job details'
  | 'apply'
  | 'my applications'
  | 'employer jobs'
  | "job's applicants"
  | 'review'
  | 'employer dashboard';

interface Step {
  name: StepName;
  /** The route called (method and path from the route table), its path parameters and query. */
  route: RouteName;
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** What the step reads from a 200. */
  read?: (body: unknown) => void;
}

/** People handed to one session at a time. */
class Lease<T> {
  private free: T[];
  constructor(items: T[]) {
    this.free = [...items];
  }
  take(): T | undefined {
    return this.free.shift();
  }
  give(item: T) {
    this.free.push(item);
  }
}

interface Student {
  email: string;
  applied: Set<string>;
}

interface Figures {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  connectionErrors: number;
  unexpected: Record<string, number>;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Percentiles of answered requests' times, with each timed-out request counted as longer than all. */
function latencyOf(times: number[], timedOut = 0) {
  const sorted = [...times].sort((a, b) => a - b);
  for (let i = 0; i < timedOut; i++) sorted.push(Number.POSITIVE_INFINITY);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * One autocannon run: `next(context)` gives a connection's next request (null ends its session: the
 * next request starts a new one). Every answer is checked against `expected`; latencies come from
 * autocannon's own response timing, per step.
 */
async function runLoad(
  url: string,
  steps: { next(context: Record<string, unknown>): Step | null; end(context: Record<string, unknown>): void },
  maxSteps: number,
) {
  const times = new Map<string, number[]>();
  const counts = new Map<string, number>();
  const unexpected: Record<string, number> = {};
  let answered: Step | null = null;
  const request = {
    setupRequest(raw: RawRequest, context: Record<string, unknown>) {
      const step = steps.next(context);
      if (!step) {
        steps.end(context);
        return null;
      }
      context.step = step;
      const { method, path } = routeEndpoint(step.route, step.params);
      raw.method = method;
      raw.path = `${new URL(url).pathname}${path}${step.query ? `?${step.query}` : ''}`;
      raw.headers = {
        ...raw.headers,
        accept: 'application/json',
        ...(typeof context.token === 'string' ? { authorization: `Bearer ${context.token}` } : {}),
        ...(step.body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      if (step.body === undefined) delete raw.body;
      else raw.body = JSON.stringify(step.body);
      return raw;
    },
    onResponse(status: number, body: string, context: Record<string, unknown>) {
      const step = context.step as Step;
      answered = step;
      counts.set(step.name, (counts.get(step.name) ?? 0) + 1);
      if (status !== 200) {
        const key = `${step.name}: ${status} ${body.slice(0, 160)}`;
        unexpected[key] = (unexpected[key] ?? 0) + 1;
        context.failed = true;
        return;
      }
      try {
        step.read?.(JSON.parse(body));
      } catch (error) {
        const key = `${step.name}: 200 with an unreadable body (${(error as Error).message})`;
        unexpected[key] = (unexpected[key] ?? 0) + 1;
        context.failed = true;
      }
    },
  };
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: TIMEOUT_SECONDS,
        // One entry per step of the longest session, and one more, so every session ends on a null.
        requests: Array.from({ length: maxSteps + 1 }, () => ({ ...request })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (!answered) return;
      const list = times.get(answered.name) ?? [];
      list.push(ms);
      times.set(answered.name, list);
      answered = null;
    });
  });
  const all = [...times.values()].flat();
  const unexpectedTotal = Object.values(unexpected).reduce((sum, n) => sum + n, 0);
  const figures: Figures = {
    requests: all.length,
    requestsPerSecond: all.length / result.duration,
    latencyMs: latencyOf(all, result.timeouts),
    // autocannon counts a timeout among its errors too.
    errors: unexpectedTotal + result.errors,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
    unexpected,
  };
  const perStep = [...times].map(([name, list]) => ({
    step: name,
    requests: counts.get(name) ?? list.length,
    share: list.length / Math.max(all.length, 1),
    latencyMs: latencyOf(list),
  }));
  return { figures, perStep };
}

/** The mix: visitors, students and employers, in sessions of a few steps each. */
function mix(info: LoadStackInfo) {
  const students = new Lease<Student>(info.students.map((email) => ({ email, applied: new Set() })));
  const employers = new Lease<string>(info.employers);
  const nearJobs = info.nearJobIds;
  let sessions = 0;
  let nearCursor = 0;
  let decisions = 0;
  const tally = { applies: 0, studentsAtLimit: 0, noStudentFree: 0, noEmployerFree: 0, reviews: 0 };

  type Session = {
    kind: 'visitor' | 'student' | 'employer';
    plan: (() => Step | null)[];
    at: number;
    student?: Student;
    employer?: string;
    results: string[];
    jobId?: string;
    reviewJob?: string;
    review?: { applicantId: string; applicationId: string };
    /** The connection's context: setupRequest sends `context.token`. */
    context: Record<string, unknown>;
  };

  const signIn = (s: Session, email: string, role: 1 | 2): Step => ({
    name: 'sign in',
    route: 'signIn',
    body: { emailId: email, password: info.password, expectedRoleId: role },
    read: (body) => {
      s.context.token = (body as { data: { idToken: string } }).data.idToken;
    },
  });
  const search = (s: Session, query: string): Step => ({
    name: 'search by place',
    route: 'searchJobs',
    query: `zipCode=${SEARCH_ZIP}&${query}`,
    read: (body) => {
      s.results = (body as { jobs: { entity: string }[] }).jobs.map((job) => job.entity);
    },
  });
  /** A job from the last results (for a student: one they have not applied to), else a near one. */
  const pickJob = (s: Session) => {
    const fresh = s.results.filter((id) => !s.student?.applied.has(id));
    if (fresh.length > 0) return fresh[Math.floor(Math.random() * Math.min(fresh.length, 6))] as string;
    for (let tries = 0; tries < nearJobs.length; tries++) {
      const id = nearJobs[nearCursor++ % nearJobs.length] as string;
      if (!s.student?.applied.has(id)) return id;
    }
    return nearJobs[0] as string;
  };
  const details = (s: Session): Step => {
    s.jobId = pickJob(s);
    return { name: 'job details', route: 'getJob', params: { id: s.jobId } };
  };

  const plans: Record<Session['kind'], (s: Session) => Session['plan']> = {
    visitor: (s) => [
      () => search(s, `radius=${radii[sessions % radii.length]}`),
      () => details(s),
      () => details(s),
      () => search(s, 'sort=nearest&radius=10'),
      () => details(s),
    ],
    student: (s) => [
      () => signIn(s, (s.student as Student).email, 1),
      () => search(s, `radius=${radii[sessions % radii.length]}`),
      () => details(s),
      () => {
        const student = s.student as Student;
        if (student.applied.size >= APPLY_LIMIT) {
          tally.studentsAtLimit++;
          return { name: 'my applications', route: 'listOwnApplications' };
        }
        const jobId = s.jobId as string;
        return {
          name: 'apply',
          route: 'applyToJob',
          params: { id: jobId },
          body: { expectedPrice: 15, priceType: 'perHr', bio: 'I can start this week.' },
          read: () => {
            student.applied.add(jobId);
            tally.applies++;
          },
        };
      },
      () => ({ name: 'my applications', route: 'listOwnApplications' }),
      () => search(s, 'sort=nearest&radius=15'),
      () => details(s),
    ],
    employer: (s) => [
      () => signIn(s, s.employer as string, 2),
      () => ({
        name: 'employer jobs',
        route: 'listEmployerJobs',
        read: (body) => {
          const jobs = (body as { jobs: { entity: string; data: { applications: { pending: number } } }[] })
            .jobs;
          s.reviewJob = jobs.find((job) => job.data.applications.pending > 0)?.entity;
        },
      }),
      () =>
        s.reviewJob
          ? {
              name: "job's applicants",
              route: 'listJobApplications',
              params: { id: s.reviewJob },
              read: (body) => {
                const pending = (
                  body as {
                    applications: { entity: string; id: string; data: { applicationStatus: string } }[];
                  }
                ).applications.find((a) => a.data.applicationStatus === 'Applied');
                s.review = pending && { applicantId: pending.id, applicationId: pending.entity };
              },
            }
          : { name: 'employer dashboard', route: 'getEmployerDashboard' },
      () =>
        s.review
          ? {
              name: 'review',
              route: 'reviewApplication',
              // Accept one, reject the next: both paths (and their e-mails) are in the mix.
              body: { ...s.review, reviewDecision: decisions++ % 2 === 0 },
              read: () => {
                tally.reviews++;
              },
            }
          : null,
      () => ({ name: 'employer dashboard', route: 'getEmployerDashboard' }),
    ],
  };

  const session = (context: Record<string, unknown>): Session => {
    if (context.session) return context.session as Session;
    const slot = sessions++ % 10;
    let kind: Session['kind'] = slot < 3 ? 'visitor' : slot < 8 ? 'student' : 'employer';
    const s: Session = { kind, plan: [], at: 0, results: [], context };
    if (kind === 'student') {
      s.student = students.take();
      if (!s.student) tally.noStudentFree++;
    } else if (kind === 'employer') {
      s.employer = employers.take();
      if (!s.employer) tally.noEmployerFree++;
    }
    if ((kind === 'student' && !s.student) || (kind === 'employer' && !s.employer)) kind = 'visitor';
    s.kind = kind;
    s.plan = plans[kind](s);
    context.session = s;
    return s;
  };

  return {
    tally,
    maxSteps: Math.max(...Object.values(plans).map((plan) => plan({} as Session).length)),
    next(context: Record<string, unknown>): Step | null {
      const s = session(context);
      // A failed step ends the session: what follows depends on its answer.
      while (!context.failed && s.at < s.plan.length) {
        const step = (s.plan[s.at++] as () => Step | null)();
        if (step) return step;
      }
      return null;
    },
    end(context: Record<string, unknown>) {
      const s = context.session as Session | undefined;
      if (s?.student) students.give(s.student);
      if (s?.employer) employers.give(s.employer);
    },
  };
}

/** The same ZIP search, over and over, by every connection. */
function searchOnly() {
  return {
    maxSteps: 1,
    next(context: Record<string, unknown>): Step | null {
      if (context.sent) return null;
      context.sent = true;
      return { name: 'search by place', route: 'searchJobs', query: `zipCode=${SEARCH_ZIP}` };
    },
    end() {},
  };
}

async function startLoadStack(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/load-stack.ts'), dataDir],
    {
      cwd: root,
      env: { ...process.env, NODE_NO_WARNINGS: '1', LOG_LEVEL: 'SILENT' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, so that its children (cognito-local) can be ended with it.
      detached: true,
    },
  );
  // Whatever the stack left behind ends with the bench: a stack killed mid-stop (below) used to leave
  // its cognito-local running, one more with every bench, each taking CPU from whatever ran next.
  const endGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  };
  process.once('exit', endGroup);
  // The SDK's notice that its 50 sockets are all busy is what load means here, not news: dropped.
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (
      !/^(@smithy\/node-http-handler:WARN|See https:\/\/docs\.aws|or increase socketAcquisition)/.test(line)
    )
      console.error(line);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    exited.then((code) => reject(new Error(`The load stack exited (code ${code}) before it was ready`)));
  });
  return {
    info: JSON.parse(line) as LoadStackInfo,
    stop: async () => {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 70_000)))]);
      clearTimeout(timer);
      endGroup();
    },
  };
}

/** A percentile among timed-out requests is only known to be over the timeout. */
const ms = (value: number) =>
  (Number.isFinite(value) ? value.toFixed(0) : `>${TIMEOUT_SECONDS * 1000}`).padStart(6);
/**
 * value ÷ baseline. A baseline that timed out (an infinite percentile) is only known to be over the
 * timeout, so the ratio is a bound; a baseline that answered nothing (0 req/s) gives no ratio.
 */
function ratioText(value: number, baseline: number): string {
  if (value === baseline) return '1.00×';
  if (baseline === 0 || !Number.isFinite(value)) return '—';
  if (!Number.isFinite(baseline)) return `<${(value / (TIMEOUT_SECONDS * 1000)).toFixed(2)}×`;
  return `${(value / baseline).toFixed(2)}×`;
}
const times = (value: number, baseline: number) => ratioText(value, baseline).padStart(7);

function printRow(label: string, f: Figures, baseline?: Figures) {
  const r = (value: number, base: number | undefined) => (base === undefined ? '' : ` ${times(value, base)}`);
  console.log(
    `  ${label.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(6)}${r(f.requestsPerSecond, baseline?.requestsPerSecond)} ${ms(f.latencyMs.p50)}${r(f.latencyMs.p50, baseline?.latencyMs.p50)} ${ms(f.latencyMs.p95)}${r(f.latencyMs.p95, baseline?.latencyMs.p95)} ${ms(f.latencyMs.p99)}${r(f.latencyMs.p99, baseline?.latencyMs.p99)} ${String(f.errors).padStart(7)}`,
  );
}

/** Runs the load part: prints the figures, writes bench-results/load.json; false when any error. */
export async function runLoadBench(): Promise<boolean> {
  console.log(
    `\nLoad: ${CONNECTIONS} concurrent virtual users for ${SECONDS} s on the local stack (autocannon), then the same ZIP search alone, by the indexes and by a Scan`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-bench-load-'));
  const started = performance.now();
  const stack = await startLoadStack(dataDir);
  try {
    const { info } = stack;
    console.log(
      `  stack ready in ${((performance.now() - started) / 1000).toFixed(0)} s: ${info.jobs.total.toLocaleString('en-US')} jobs (${info.jobs.near.toLocaleString('en-US')} within 50 mi of ${SEARCH_ZIP}, ${info.jobs.listedNear} of them open), ${info.students.length} students, ${info.employers.length} employers`,
    );
    const scenario = mix(info);
    const mixed = await runLoad(info.api, scenario, scenario.maxSteps);
    const indexed = await runLoad(info.api, searchOnly(), 1);
    const scanned = await runLoad(info.scanApi, searchOnly(), 1);

    console.log(
      `  ${''.padEnd(34)} ${'req/s'.padStart(6)} ${''.padStart(7)} ${'p50 ms'.padStart(6)} ${''.padStart(7)} ${'p95 ms'.padStart(6)} ${''.padStart(7)} ${'p99 ms'.padStart(6)} ${''.padStart(7)} ${'errors'.padStart(7)}`,
    );
    printRow('baseline: ZIP search by a Scan', scanned.figures, scanned.figures);
    printRow('ZIP search by the indexes', indexed.figures, scanned.figures);
    printRow('the mix (all steps)', mixed.figures, scanned.figures);
    for (const step of mixed.perStep) {
      console.log(
        `    ${step.step.padEnd(20)} ${String(step.requests).padStart(6)} requests (${(step.share * 100).toFixed(0).padStart(2)} %)   p50 ${ms(step.latencyMs.p50)} ms  p95 ${ms(step.latencyMs.p95)} ms  p99 ${ms(step.latencyMs.p99)} ms`,
      );
    }
    const t = scenario.tally;
    console.log(
      `  applications sent ${t.applies}, reviews ${t.reviews}; sessions without a free account (ran as a visitor): ${t.noStudentFree + t.noEmployerFree}; students at the apply limit: ${t.studentsAtLimit}`,
    );
    const runs = { mix: mixed, indexSearch: indexed, scanSearch: scanned };
    // The Scan baseline may time out under this load (that is what it shows); it may not answer wrongly.
    const errors =
      mixed.figures.errors + indexed.figures.errors + scanned.figures.errors - scanned.figures.timeouts;
    console.log(
      `  errors (any answer but the step's expected 200, connection errors, timeouts > ${TIMEOUT_SECONDS} s): ${errors} ${errors === 0 ? '(ok: must be 0)' : '(MISS: must be 0)'}; the Scan baseline's timeouts: ${scanned.figures.timeouts}`,
    );
    for (const [name, run] of Object.entries(runs)) {
      for (const [what, n] of Object.entries(run.figures.unexpected))
        console.log(`    ${name}: ${n} × ${what}`);
    }

    writeBenchResults('load', {
      setup: {
        connections: CONNECTIONS,
        seconds: SECONDS,
        timeoutSeconds: TIMEOUT_SECONDS,
        jobs: info.jobs,
        students: info.students.length,
        employers: info.employers.length,
        sessions: { visitor: 0.3, student: 0.5, employer: 0.2 },
        errorMeans:
          "any answer other than the step's expected 200, a connection error or a timeout; must be 0",
      },
      mix: { ...mixed.figures, perStep: mixed.perStep, tally: scenario.tally },
      indexSearch: indexed.figures,
      scanSearch: scanned.figures,
      ratiosToScan: {
        indexSearch: {
          requestsPerSecond: indexed.figures.requestsPerSecond / scanned.figures.requestsPerSecond,
          p50: indexed.figures.latencyMs.p50 / scanned.figures.latencyMs.p50,
          p95: indexed.figures.latencyMs.p95 / scanned.figures.latencyMs.p95,
          p99: indexed.figures.latencyMs.p99 / scanned.figures.latencyMs.p99,
        },
      },
      errors,
      pass: errors === 0,
    });
    return errors === 0;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
