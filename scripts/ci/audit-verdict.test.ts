import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict';

/** npm's audit report (auditReportVersion 2) with the given advisories. */
function report(vulnerabilities: Record<string, { severity: string; range: string }>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 } as Record<string, number>;
  for (const v of Object.values(vulnerabilities)) counts[v.severity] = (counts[v.severity] ?? 0) + 1;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, v]) => [
        name,
        {
          name,
          severity: v.severity,
          isDirect: false,
          via: [],
          effects: [],
          range: v.range,
          fixAvailable: true,
        },
      ]),
    ),
    metadata: { vulnerabilities: { ...counts, total: Object.keys(vulnerabilities).length } },
  });
}

describe('auditVerdict', () => {
  it('fails on a high or a critical advisory, naming the packages', () => {
    const high = auditVerdict(report({ lodash: { severity: 'high', range: '<4.17.21' } }));
    expect(high.kind).toBe('advisories');
    expect(high.message).toContain('lodash (high, <4.17.21)');
    expect(auditVerdict(report({ ws: { severity: 'critical', range: '<8.17.1' } })).kind).toBe('advisories');
  });

  it('passes a clean report and one with only low or moderate advisories', () => {
    expect(auditVerdict(report({})).kind).toBe('clean');
    const lower = auditVerdict(
      report({ a: { severity: 'moderate', range: '*' }, b: { severity: 'low', range: '*' } }),
    );
    expect(lower).toEqual({ kind: 'clean', message: 'no high or critical advisory (2 lower).' });
  });

  it('reports an endpoint that cannot answer as unchecked, not as clean or failed', () => {
    // What npm prints here: the registry answers 405 to the bulk advisory request.
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    const verdict = auditVerdict(refused);
    expect(verdict.kind).toBe('unchecked');
    expect(verdict.message).toContain('405 Method Not Allowed');
    expect(auditVerdict('').kind).toBe('unchecked');
    expect(auditVerdict('npm error network').kind).toBe('unchecked');
  });
});
