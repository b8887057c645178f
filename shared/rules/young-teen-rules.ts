import { formatTimeOfDay } from './job-hours';
import { DEFAULT_JOB_KIND, type JobKind, jobKindLabels } from './job-kinds';

/*
 * THE table of rules for young teens (issue 20 §4, DESIGN §4 "Families"): what US federal child-labour
 * rules say a 13-, 14- or 15-year-old may not do, read against a job's facts (kind, power-driven
 * equipment, time of day, days). One table serves everyone:
 *   - the applications function refuses an apply that breaks a rule (youngTeenRefusal);
 *   - the job card marks a job for a viewer of those ages (youngTeenFindings(job, age));
 *   - the post and edit forms tell the employer up front (employerNotices).
 * It is guidance, never legal advice: the product says so wherever it shows a rule (YOUNG_TEEN_GUIDANCE)
 * and links to the Department of Labor's youth rules. Pure functions, no dependencies beyond the
 * labels and the time format, so the jobs page pays a few hundred bytes for it.
 */

export const YOUNG_TEEN_GUIDANCE = 'Guidance from US federal rules; your state may have more.';
/** The Department of Labor's youth employment rules, for teens, parents and employers. */
export const YOUTH_RULES_URL = 'https://www.youthrules.gov/';

/** The facts of a job the rules read. Days are the job's own (job-day.ts), times its local clock. */
export interface YoungTeenJob {
  kind?: JobKind;
  powerEquipment?: boolean;
  startTime?: string | null;
  endTime?: string | null;
  startDate: string;
  endDate: string;
}

export type YoungTeenRuleId = 'powerEquipment' | 'hoursEarly' | 'hoursLate' | 'kindAt13';

/** What a rule says about one job. */
export interface YoungTeenFinding {
  rule: YoungTeenRuleId;
  /** The ages it keeps from the job. */
  ages: readonly number[];
  /** The job's marker for a viewer of those ages: "16+", "14+", "Hours too late for under-16s". */
  marker: string;
  /** Ends "…won't be able to apply because" for the employer. */
  because: string;
  /** To the student: why they cannot apply, in words a teen understands. */
  reason: string;
  /** The error code of a refused apply. */
  code: string;
  /** Where the rule comes from. */
  source: string;
}

interface YoungTeenRule {
  id: YoungTeenRuleId;
  ages: readonly number[];
  source: string;
  /** The finding's words when the job breaks the rule; null when it does not. */
  check(job: YoungTeenJob): Omit<YoungTeenFinding, 'rule' | 'ages' | 'source'> | null;
}

const UNDER_16 = [13, 14, 15] as const;

/** 14–15: from 7 am to 7 pm, or to 9 pm from June 1 through Labor Day (29 CFR 570.35(a)). */
export const EARLIEST_START = '07:00';
export const LATEST_END = '19:00';
export const LATEST_END_SUMMER = '21:00';

/** Labor Day: the first Monday of September, as `YYYY-09-DD`. */
export function laborDay(year: number): string {
  const weekday = new Date(Date.UTC(year, 8, 1)).getUTCDay(); // 0 = Sunday
  const day = 1 + ((8 - weekday) % 7);
  return `${year}-09-${String(day).padStart(2, '0')}`;
}

/** Every day of the job falls between June 1 and Labor Day of one year: 9 pm is the evening limit. */
export function isSummerJob(job: Pick<YoungTeenJob, 'startDate' | 'endDate'>): boolean {
  const year = Number(job.startDate.slice(0, 4));
  return job.startDate >= `${year}-06-01` && job.endDate <= laborDay(year);
}

/** The latest a 14–15-year-old may work on every day of this job. */
export const latestEndFor = (job: Pick<YoungTeenJob, 'startDate' | 'endDate'>) =>
  isSummerJob(job) ? LATEST_END_SUMMER : LATEST_END;

const HOURS_SOURCE =
  '29 CFR 570.35(a): 14- and 15-year-olds may work only between 7 a.m. and 7 p.m., except from June 1 through Labor Day, when the evening limit is 9 p.m. We hold 13-year-olds to the same hours.';
const HOURS_LIMIT =
  'students under 16 may work only from 7 am to 7 pm, or until 9 pm from June 1 through Labor Day';

/**
 * The kinds customary at 13 (Child Labor Bulletin 101: below 14, only work outside the Act's reach,
 * such as babysitting or minor chores around a private home on a casual basis): babysitting, pet care,
 * yard chores without power tools (lawns and snow by hand: power-driven equipment is 16+ anyway),
 * tutoring younger children, errands. The others (tech help, other) open at 14.
 */
export const KINDS_AT_13: readonly JobKind[] = [
  'babysitting',
  'dogWalking',
  'petSitting',
  'yardWork',
  'lawnMowing',
  'snowRemoval',
  'tutoring',
  'errands',
];

/** The rules, in the order a refusal names them (the first that applies is the reason given). */
export const youngTeenRules: readonly YoungTeenRule[] = [
  {
    id: 'powerEquipment',
    ages: UNDER_16,
    source:
      '29 CFR 570.33(e): 14- and 15-year-olds may not operate power-driven machinery such as lawn mowers, trimmers, weed-eaters and edgers (and no one under 14 may be employed in such work, 29 CFR 570.2).',
    check: (job) =>
      job.powerEquipment
        ? {
            marker: '16+',
            because: 'it uses power-driven equipment (such as a mower, trimmer, snow blower or power tools).',
            reason:
              'This job uses power-driven equipment (such as a mower, trimmer, snow blower or power tools), which US federal rules don’t allow for students under 16.',
            code: 'UNDER_16_POWER_EQUIPMENT',
          }
        : null,
  },
  {
    id: 'hoursEarly',
    ages: UNDER_16,
    source: HOURS_SOURCE,
    check: (job) =>
      job.startTime && job.startTime < EARLIEST_START
        ? {
            marker: 'Hours too early for under-16s',
            because: `it starts at ${formatTimeOfDay(job.startTime)}, and ${HOURS_LIMIT}.`,
            reason: `This job starts at ${formatTimeOfDay(job.startTime)}. Under US federal rules, ${HOURS_LIMIT}.`,
            code: 'UNDER_16_HOURS',
          }
        : null,
  },
  {
    id: 'hoursLate',
    ages: UNDER_16,
    source: HOURS_SOURCE,
    check: (job) =>
      job.endTime && job.endTime > latestEndFor(job)
        ? {
            marker: 'Hours too late for under-16s',
            because: `it ends at ${formatTimeOfDay(job.endTime)}, and ${HOURS_LIMIT}.`,
            reason: `This job ends at ${formatTimeOfDay(job.endTime)}. Under US federal rules, ${HOURS_LIMIT}.`,
            code: 'UNDER_16_HOURS',
          }
        : null,
  },
  {
    id: 'kindAt13',
    ages: [13],
    source:
      'Child Labor Bulletin 101 (29 CFR 570.2): the minimum age for most jobs is 14; younger teens may do work such as babysitting or minor chores around a private home on a casual basis.',
    check: (job) => {
      const kind = job.kind ?? DEFAULT_JOB_KIND;
      if (KINDS_AT_13.includes(kind)) return null;
      const what = kind === 'other' ? 'this kind of job' : `${jobKindLabels[kind].toLowerCase()}`;
      return {
        marker: '14+',
        because: `${what} isn’t among the jobs open at 13 (babysitting, pet care, yard chores without power tools, tutoring and errands).`,
        reason: `At 13, US federal rules leave open jobs such as babysitting, pet care, yard chores without power tools, tutoring younger children and errands. ${capitalize(what)} opens at 14.`,
        code: 'AGE_13_KIND',
      };
    },
  },
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every rule the job breaks, or only those that apply at `age` when it is given. */
export function youngTeenFindings(job: YoungTeenJob, age?: number | null): YoungTeenFinding[] {
  const findings: YoungTeenFinding[] = [];
  for (const rule of youngTeenRules) {
    if (age !== undefined && (age === null || !rule.ages.includes(age))) continue;
    const found = rule.check(job);
    if (found) findings.push({ ...found, rule: rule.id, ages: rule.ages, source: rule.source });
  }
  return findings;
}

/**
 * Why a student of `age` may not apply to the job, or null. One call, so the apply use case checks
 * the rules for young teens in one line beside the guardian's limits.
 */
export function youngTeenRefusal(
  job: YoungTeenJob,
  age: number | null | undefined,
): { code: string; message: string; rule: YoungTeenRuleId } | null {
  const [first] = youngTeenFindings(job, age ?? null);
  return first ? { code: first.code, message: first.reason, rule: first.rule } : null;
}

/**
 * What the post and edit forms tell the employer before saving: "Students under 16 won't be able to
 * apply because …" for each rule the job breaks (posting is still allowed).
 */
export function employerNotices(job: YoungTeenJob): string[] {
  return youngTeenFindings(job).map(
    (finding) =>
      `${finding.ages.length === 1 ? `Students aged ${finding.ages[0]}` : 'Students under 16'} won’t be able to apply because ${finding.because}`,
  );
}
