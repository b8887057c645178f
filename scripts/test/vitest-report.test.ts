import { describe, expect, it } from 'vitest';
import { formatProjectTimes } from '../../test/support/project-times-reporter';
import { joinReports, type VitestReport } from './vitest-report';

const report = (over: Partial<VitestReport>): VitestReport => ({
  numTotalTestSuites: 1,
  numPassedTestSuites: 1,
  numFailedTestSuites: 0,
  numPendingTestSuites: 0,
  numTotalTests: 2,
  numPassedTests: 2,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  startTime: 1000,
  success: true,
  testResults: [],
  ...over,
});

describe('joinReports: the suite lanes as one vitest report', () => {
  it('adds the counts, keeps the earliest start and every file, and fails if any lane failed', () => {
    const joined = joinReports([
      report({ startTime: 2000, testResults: ['a'] }),
      report({
        numFailedTests: 1,
        numPassedTests: 4,
        numTotalTests: 5,
        success: false,
        testResults: ['b', 'c'],
      }),
    ]);
    expect(joined).toMatchObject({
      numTotalTests: 7,
      numPassedTests: 6,
      numFailedTests: 1,
      numTotalTestSuites: 2,
      startTime: 1000,
      success: false,
      testResults: ['a', 'b', 'c'],
    });
  });

  it('is the one report when there is one, and nothing when no lane wrote one', () => {
    const only = report({ numPassedTests: 3 });
    expect(joinReports([only])).toEqual(only);
    expect(joinReports([])).toBeUndefined();
  });
});

describe('formatProjectTimes', () => {
  it('prints one line per project and names each test that passed only on its retry', () => {
    const text = formatProjectTimes([
      { project: 'unit', wallMs: 61_400, files: 90, passed: 700, failed: 0, skipped: 0, retried: [] },
      {
        project: 'e2e',
        wallMs: 500_000,
        files: 25,
        passed: 186,
        failed: 1,
        skipped: 0,
        retried: ['home.e2e.test.ts > renders'],
      },
    ]);
    expect(text.split('\n')).toEqual([
      'Time per project:',
      '  unit            61 s   90 files  700 passed',
      '  e2e            500 s   25 files  186 passed, 1 failed',
      '  passed on its retry (flaky, fix it): e2e home.e2e.test.ts > renders',
    ]);
  });
});
