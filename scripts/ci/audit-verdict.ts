/*
 * CI's dependency audit: `npm audit --omit=dev` must report no high or critical advisory
 * for what ships. The verdict is read from npm's JSON output, not its exit code, because npm exits 1
 * both for "advisories found" and for "could not ask": a registry that cannot answer the audit (this
 * project's registry answers 405) must not fail every build, but must say loudly that nothing was checked.
 */

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';
export const FAILING: readonly Severity[] = ['high', 'critical'];

export type AuditVerdict =
  | { kind: 'clean'; message: string }
  | { kind: 'advisories'; message: string }
  | { kind: 'unchecked'; message: string };

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>> };
  vulnerabilities?: Record<string, { name?: string; severity?: Severity; range?: string }>;
}

/** Reads `npm audit --json` output (stdout) into a verdict; only `advisories` fails CI. */
export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport & { error?: unknown; message?: unknown; statusCode?: unknown };
  try {
    report = JSON.parse(stdout);
  } catch {
    return { kind: 'unchecked', message: 'npm audit gave no report (its output was not JSON).' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts || report.error !== undefined) {
    const why = typeof report.message === 'string' && report.message ? report.message : 'no report';
    return { kind: 'unchecked', message: `the audit endpoint did not answer: ${why}` };
  }
  const failing = Object.values(report.vulnerabilities ?? {}).filter(
    (v) => v.severity !== undefined && FAILING.includes(v.severity),
  );
  const total = FAILING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  if (total > 0 || failing.length > 0) {
    const names = failing.map((v) => `${v.name} (${v.severity}${v.range ? `, ${v.range}` : ''})`);
    return {
      kind: 'advisories',
      message: `${Math.max(total, failing.length)} high or critical advisories in production dependencies: ${names.join(', ') || 'see npm audit'}.`,
    };
  }
  const others = (['info', 'low', 'moderate'] as const).reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return { kind: 'clean', message: `no high or critical advisory (${others} lower).` };
}
