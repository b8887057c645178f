/* The parts of vitest's JSON report (`--reporter=json`) that the suite runner joins. */

export interface VitestReport {
  numTotalTestSuites: number;
  numPassedTestSuites: number;
  numFailedTestSuites: number;
  numPendingTestSuites: number;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  startTime: number;
  success: boolean;
  testResults: unknown[];
}

const counts = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
] as const;

/** Several vitest JSON reports (the suite's lanes) as one, in vitest's own shape. */
export function joinReports(reports: readonly VitestReport[]): VitestReport | undefined {
  const [first] = reports;
  if (!first) return undefined;
  const joined: VitestReport = { ...first, testResults: [] };
  for (const key of counts) joined[key] = 0;
  for (const report of reports) {
    for (const key of counts) joined[key] += report[key];
    joined.startTime = Math.min(joined.startTime, report.startTime);
    joined.success &&= report.success;
    joined.testResults.push(...report.testResults);
  }
  return joined;
}
