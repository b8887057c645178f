import { distanceMiles, type Point } from './distance';
import { DEFAULT_JOB_KIND, type JobKind, jobKindLabels } from './job-kinds';

/*
 * THE rule of a guardian's limits on their teen's applications: a pause, the farthest distance from
 * home, the kinds of job allowed. One function serves everyone, like the rules for young teens
 * (young-teen-rules.ts):
 *   - the applications function refuses an apply that breaks a limit (functions/applications/apply-rules.ts);
 *   - the job card, the job page and the Apply panel show the teen the limit before they apply;
 *   - a "jobs I can do" filter keeps the jobs that break none (withinGuardianLimits).
 * The distance is measured from the teen's home (their ZIP code on the map) to the job's public point
 * (about half a mile from the job: distance.ts publicPoint), which is what the job list
 * shows its distance from: what the teen is told is exactly what the server decides.
 */

/** What a guardian set for one teen that limits where they may apply. */
export interface GuardianLimits {
  /** No applications at all while true. */
  paused: boolean;
  /** The farthest a job may be from home, in miles; null: no limit. */
  maxDistanceMiles: number | null;
  /** The kinds of job allowed; null: every kind. */
  allowedKinds: readonly JobKind[] | null;
  /** The teen's ZIP code on the map; null until it could be placed (no distance is checked then). */
  home: Point | null;
}

/** The facts of a job the limits read. A job without a point (never placed) is not measured. */
export interface LimitedJob {
  kind?: JobKind;
  point?: Point | null;
}

export type GuardianLimitId = 'paused' | 'distance' | 'kind';

/** What a limit says about one job, for the teen. */
export interface GuardianLimitFinding {
  limit: GuardianLimitId;
  /** The job's badge: "Beyond your parent's 5-mile limit". */
  marker: string;
  /** Why they cannot apply, in words a teen understands (the refusal's message too). */
  reason: string;
  /** The error code of a refused apply. */
  code: string;
}

export const guardianLimitMessages = {
  paused: 'Your parent has paused applications for now. Talk with them if you would like to apply.',
  tooFar: (miles: number) =>
    `Your parent has set a ${miles}-mile limit, and this job is farther away than that.`,
  kind: (kind: JobKind) =>
    kind === 'other'
      ? 'Your parent has allowed only some kinds of job, and this one is not among them. Talk with them if you would like to apply.'
      : `Your parent has not allowed ${jobKindLabels[kind].toLowerCase()} jobs. Talk with them if you would like to apply.`,
} as const;

/** Miles as the job list shows them (1 decimal): a job shown at 5.0 mi is within a 5-mile limit. */
const shownMiles = (miles: number) => Math.round(miles * 10) / 10;

/** Every limit the job breaks, in the order a refusal names them (the first is the reason given). */
export function guardianLimitFindings(limits: GuardianLimits, job: LimitedJob): GuardianLimitFinding[] {
  const findings: GuardianLimitFinding[] = [];
  if (limits.paused) {
    findings.push({
      limit: 'paused',
      marker: 'Applications paused by your parent',
      reason: guardianLimitMessages.paused,
      code: 'GUARDIAN_PAUSED',
    });
  }
  const max = limits.maxDistanceMiles;
  if (max !== null && limits.home && job.point && shownMiles(distanceMiles(limits.home, job.point)) > max) {
    findings.push({
      limit: 'distance',
      marker: `Beyond your parent’s ${max}-mile limit`,
      reason: guardianLimitMessages.tooFar(max),
      code: 'GUARDIAN_DISTANCE',
    });
  }
  const kind = job.kind ?? DEFAULT_JOB_KIND;
  if (limits.allowedKinds !== null && !limits.allowedKinds.includes(kind)) {
    findings.push({
      limit: 'kind',
      marker: 'Not a kind of job your parent allowed',
      reason: guardianLimitMessages.kind(kind),
      code: 'GUARDIAN_KIND',
    });
  }
  return findings;
}

/** The job breaks none of the guardian's limits: the "jobs I can do" filter. */
export const withinGuardianLimits = (limits: GuardianLimits, job: LimitedJob): boolean =>
  guardianLimitFindings(limits, job).length === 0;
