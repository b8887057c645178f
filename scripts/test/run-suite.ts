import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { formatProjectTimes, type ProjectTime } from '../../test/support/project-times-reporter';
import { joinReports, type VitestReport } from './vitest-report';

/*
 * `npm test`: the whole suite in three lanes that run side by side.
 * - browser: the end-to-end project, whose Chromium keeps about one core busy;
 * - node: the unit, integration, faults and infra projects, which mostly wait on their local stacks;
 * - checks: typecheck, then lint; a failure stops the other lanes, as `&&` would have.
 * One vitest run cannot do this: it runs projects with different worker counts one after another
 * (`sequence.groupOrder`), so the browser tests used to start only when every other file had ended,
 * with the second core idle for most of the run.
 * Each line is prefixed with its lane. At the end: the time per project, the lanes' times, and one
 * test-results/vitest.json joined from the lanes' reports (.ci/run reads it).
 * `npm test -- <vitest arguments>` checks, then runs vitest with those arguments in one lane.
 * It names the Node it runs on first and last: the `node` dev dependency's (the major Lambda runs),
 * which every lane inherits, whatever Node the machine has.
 */

const root = path.resolve(import.meta.dirname, '../..');
const results = path.join(root, 'test-results');

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Lane {
  name: string;
  steps: Step[];
  /** Where the lane's vitest step writes its JSON report and its time per project. */
  report: string;
  times: string;
}

const npmRun = (script: string): Step => ({
  label: script,
  command: 'npm',
  args: ['run', '--silent', script],
});

function vitestStep(lane: string, args: string[]): Step {
  return {
    label: `vitest ${args.join(' ')}`,
    command: process.execPath,
    args: [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=./test/support/project-times-reporter.ts',
      '--reporter=json',
      `--outputFile.json=${reportFile(lane)}`,
    ],
    env: { NJ_PROJECT_TIMES: timesFile(lane) },
  };
}

const reportFile = (lane: string) => path.join(results, `vitest-${lane}.json`);
const timesFile = (lane: string) => path.join(results, `project-times-${lane}.json`);

function lanes(vitestArgs: string[]): Lane[] {
  const checks = [npmRun('typecheck'), npmRun('lint')];
  const nodeProjects = ['unit', 'integration', 'faults', 'infra'].flatMap((p) => ['--project', p]);
  const planned = vitestArgs.length
    ? [{ name: 'tests', steps: [...checks, vitestStep('tests', vitestArgs)] }]
    : [
        { name: 'browser', steps: [vitestStep('browser', ['--project', 'e2e'])] },
        { name: 'node', steps: [vitestStep('node', nodeProjects)] },
        // Beside the tests, not before them: under load the checks took 46 s of the node lane's
        // 475 s, and a failure still stops every lane.
        { name: 'checks', steps: checks },
      ];
  return planned.map((lane) => ({ ...lane, report: reportFile(lane.name), times: timesFile(lane.name) }));
}

const running = new Set<ChildProcess>();

/** Ends a step and everything it started (its own process group: vitest's workers, stacks, Chromium). */
function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Runs one step with each line of its output prefixed by the lane's name; resolves to its exit code. */
function runStep(lane: string, step: Step): Promise<number> {
  const child = spawn(step.command, step.args, {
    cwd: root,
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const prefix = `[${lane}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      process.stdout.write(`${prefix}${step.label} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

interface LaneResult {
  lane: Lane;
  code: number;
  ms: number;
  /** A check (typecheck, lint) failed: the other lanes are stopped, as `&&` would have. */
  checkFailed: boolean;
}

async function runLane(lane: Lane): Promise<LaneResult> {
  const started = Date.now();
  for (const step of lane.steps) {
    const code = await runStep(lane.name, step);
    if (code !== 0) {
      const checkFailed = !step.label.startsWith('vitest');
      if (checkFailed) for (const child of running) stop(child);
      return { lane, code, ms: Date.now() - started, checkFailed };
    }
  }
  return { lane, code: 0, ms: Date.now() - started, checkFailed: false };
}

async function main(): Promise<number> {
  const planned = lanes(process.argv.slice(2));
  mkdirSync(results, { recursive: true });
  for (const lane of planned) {
    for (const file of [lane.report, lane.times]) rmSync(file, { force: true });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of running) stop(child);
      process.exit(1);
    });
  }

  const node = `Node ${process.version} (${process.execPath})`;
  console.log(`npm test on ${node}`);
  const started = Date.now();
  const finished = await Promise.all(planned.map(runLane));

  const times = planned.flatMap((lane) =>
    lane.times && existsSync(lane.times)
      ? (JSON.parse(readFileSync(lane.times, 'utf8')) as ProjectTime[])
      : [],
  );
  const reports = planned.flatMap((lane) =>
    existsSync(lane.report) ? [JSON.parse(readFileSync(lane.report, 'utf8')) as VitestReport] : [],
  );
  const joined = joinReports(reports);
  if (joined) writeFileSync(path.join(results, 'vitest.json'), JSON.stringify(joined));

  console.log(`\n${formatProjectTimes(times)}`);
  for (const { lane, code, ms, checkFailed } of finished) {
    const verdict = code === 0 ? 'passed' : checkFailed ? 'a check failed' : 'failed';
    console.log(`  lane ${lane.name.padEnd(8)} ${(ms / 1000).toFixed(0).padStart(5)} s  ${verdict}`);
  }
  console.log(`  the suite took ${((Date.now() - started) / 1000).toFixed(0)} s on ${node}`);
  return finished.some((result) => result.code !== 0) ? 1 : 0;
}

process.exitCode = await main();
