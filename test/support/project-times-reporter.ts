import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * What one project took in one vitest run: its wall time from its first file's start to its last
 * file's end, its files and tests, and the tests that passed only on their retry (* "print the time per project at the end"; a retried test is a flaky one to fix, not to hide).
 */
export interface ProjectTime {
  project: string;
  wallMs: number;
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  retried: string[];
}

interface Tally {
  start: number;
  end: number;
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  retried: string[];
}

/**
 * Prints the time per project when the run ends; or, under the suite runner (scripts/test/run-suite.ts,
 * which joins its lanes' times into one table), writes it to the file named by NJ_PROJECT_TIMES.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly tallies = new Map<string, Tally>();
  private readonly started = new Map<string, number>();

  onTestModuleStart(testModule: TestModule): void {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const end = Date.now();
    const start = this.started.get(testModule.moduleId) ?? end;
    const name = testModule.project.name || 'default';
    const tally = this.tallies.get(name) ?? {
      start,
      end,
      files: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      retried: [],
    };
    tally.start = Math.min(tally.start, start);
    tally.end = Math.max(tally.end, end);
    tally.files += 1;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') tally.passed += 1;
      else if (state === 'failed') tally.failed += 1;
      else tally.skipped += 1;
      if (state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0) {
        tally.retried.push(`${path.basename(testModule.moduleId)} > ${test.fullName}`);
      }
    }
    this.tallies.set(name, tally);
  }

  onTestRunEnd(): void {
    const times: ProjectTime[] = [...this.tallies].map(([project, tally]) => ({
      project,
      wallMs: tally.end - tally.start,
      files: tally.files,
      passed: tally.passed,
      failed: tally.failed,
      skipped: tally.skipped,
      retried: tally.retried,
    }));
    const file = process.env.NJ_PROJECT_TIMES;
    if (!file) {
      console.log(`\n${formatProjectTimes(times)}`);
      return;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(times, null, 2));
  }
}

/** One line per project, then each test that passed only on its retry. */
export function formatProjectTimes(times: readonly ProjectTime[]): string {
  const lines = ['Time per project:'];
  for (const time of times) {
    const counts = [`${time.passed} passed`];
    if (time.failed) counts.push(`${time.failed} failed`);
    if (time.skipped) counts.push(`${time.skipped} skipped`);
    lines.push(
      `  ${time.project.padEnd(12)} ${(time.wallMs / 1000).toFixed(0).padStart(5)} s  ${String(time.files).padStart(3)} files  ${counts.join(', ')}`,
    );
  }
  for (const time of times) {
    for (const test of time.retried)
      lines.push(`  passed on its retry (flaky, fix it): ${time.project} ${test}`);
  }
  return lines.join('\n');
}
