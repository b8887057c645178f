import { formatTimeOfDay } from './job-hours';
import { DEFAULT_JOB_KIND, type JobKind, jobKindLabels } from './job-kinds';

/*
 * THE table of rules for young teens (DESIGN §4 "Families"): what US federal child-labour
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
 * apply because …" for each rule the job breaks (posting is still allowed). A job whose kind is not
 * chosen yet is not judged on its kind: the form asks for one, and warning about "this kind of job"
 * before any is chosen only alarms.
 */
export function employerNotices(job: YoungTeenJob): string[] {
  const findings = youngTeenFindings(job).filter(
    (finding) => !(finding.rule === 'kindAt13' && job.kind === undefined),
  );
  return findings.map(
    (finding) =>
      `${finding.ages.length === 1 ? `Students aged ${finding.ages[0]}` : 'Students under 16'} won’t be able to apply because ${finding.because}`,
  );
}

/*
 * The hours of work of 14- and 15-year-olds across ALL of a teen's accepted jobs (29 CFR 570.35(a)):
 * not during school hours, at most 3 hours on a school day and 18 in a school week, at most 8 on a
 * non-school day and 40 in a non-school week, and only from 7 a.m. to 7 p.m. (9 p.m. from June 1
 * through Labor Day). The table below is read by the schedule (functions/schedule): an acceptance, a
 * reschedule, a job's new hours and a check-in that would break one are refused with the rule and the
 * hours left that day and week. As above, 13-year-olds are held to the same hours.
 *
 * What a school day is comes from the teen's guardian (SchoolSettings), with defaults that approximate
 * a US public school: Monday to Friday outside June to August, 8 a.m. to 3 p.m. Weeks run Sunday to
 * Saturday. A week is a school week when any of its days is a school day.
 */

/** School as the teen's guardian describes it; `daysOff` are holidays and breaks (inclusive ranges). */
export interface SchoolSettings {
  /** School hours on a school day, `HH:MM` on the local clock. */
  startTime: string;
  endTime: string;
  daysOff: { from: string; to: string }[];
}

export const DEFAULT_SCHOOL: SchoolSettings = { startTime: '08:00', endTime: '15:00', daysOff: [] };

/** Months without school by default (the summer break): June, July and August. */
export const SUMMER_BREAK_MONTHS: readonly number[] = [6, 7, 8];

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday

/** A weekday outside the summer break that the guardian has not marked as a day off. */
export function isSchoolDay(date: string, school: SchoolSettings = DEFAULT_SCHOOL): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  if (SUMMER_BREAK_MONTHS.includes(Number(date.slice(5, 7)))) return false;
  return !school.daysOff.some((off) => date >= off.from && date <= off.to);
}

/** The Sunday that starts the week of `date` (weeks run Sunday to Saturday). */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

/** The seven days of the week that holds `date`. */
export function weekDaysOf(date: string): string[] {
  const start = new Date(`${weekStartOf(date)}T12:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(start);
    day.setUTCDate(start.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });
}

/** A week in which school is in session on at least one day. */
export const isSchoolWeek = (date: string, school: SchoolSettings = DEFAULT_SCHOOL): boolean =>
  weekDaysOf(date).some((day) => isSchoolDay(day, school));

/** The evening limit on one day: 9 pm from June 1 through Labor Day, 7 pm otherwise. */
export const latestEndOn = (date: string): string =>
  isSummerJob({ startDate: date, endDate: date }) ? LATEST_END_SUMMER : LATEST_END;

/**
 * One stretch of work on a teen's calendar, on its job's local clock: a visit planned or worked.
 * A visit without a time of day has null times and counts only the minutes recorded for it.
 */
export interface WorkSpan {
  date: string;
  startTime: string | null;
  endTime: string | null;
  /** Minutes it counts for: recorded or confirmed minutes once worked, else its planned length. */
  minutes: number;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The planned length of a span with both times; 0 without (not known until it is worked). */
export const spanMinutes = (span: Pick<WorkSpan, 'startTime' | 'endTime'>): number =>
  span.startTime && span.endTime ? Math.max(0, toMinutes(span.endTime) - toMinutes(span.startTime)) : 0;

/** The caps, in minutes (29 CFR 570.35(a)(2)–(5)). */
export const YOUNG_TEEN_CAPS = {
  schoolDay: 3 * 60,
  schoolWeek: 18 * 60,
  nonSchoolDay: 8 * 60,
  nonSchoolWeek: 40 * 60,
} as const;

export type YoungTeenHoursRuleId =
  | 'timeOfDay'
  | 'schoolHours'
  | 'schoolDay'
  | 'nonSchoolDay'
  | 'schoolWeek'
  | 'nonSchoolWeek';

/** What a rule sees of one proposed span: its day's and week's totals with it, and the school facts. */
interface HoursContext {
  span: WorkSpan;
  school: SchoolSettings;
  schoolDay: boolean;
  schoolWeek: boolean;
  /** Minutes that day and that week before the proposal (other jobs and other visits). */
  dayBefore: number;
  weekBefore: number;
  /** The same with the whole proposal in. */
  dayWith: number;
  weekWith: number;
}

interface YoungTeenHoursRule {
  id: YoungTeenHoursRuleId;
  source: string;
  /** The first sentence of the refusal when the span breaks the rule; null when it does not. */
  check(context: HoursContext): string | null;
}

const hoursLabel = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return rest === 0 ? '0 hours' : `${rest} minutes`;
  const whole = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest === 0 ? whole : `${whole} ${rest} minutes`;
};

const overlaps = (start: string, end: string | null, from: string, to: string) =>
  start < to && (end === null ? true : end > from);

/** The rules in the order a refusal names them: the first broken one is the reason given. */
export const youngTeenHoursRules: readonly YoungTeenHoursRule[] = [
  {
    id: 'timeOfDay',
    source:
      '29 CFR 570.35(a)(6): 14- and 15-year-olds may work only between 7 a.m. and 7 p.m., except from June 1 through Labor Day, when the evening limit is 9 p.m.',
    check: ({ span }) => {
      if (!span.startTime) return null;
      const latest = latestEndOn(span.date);
      const tooEarly = span.startTime < EARLIEST_START;
      const tooLate = (span.endTime ?? span.startTime) > latest || span.startTime >= latest;
      if (!tooEarly && !tooLate) return null;
      return `Students under 16 may work only from 7 am to ${formatTimeOfDay(latest)} on ${dayLabel(span.date)}${latest === LATEST_END_SUMMER ? ' (summer hours, June 1 through Labor Day)' : ''}.`;
    },
  },
  {
    id: 'schoolHours',
    source: '29 CFR 570.35(a)(1): 14- and 15-year-olds may work only outside school hours.',
    check: ({ span, school, schoolDay }) =>
      schoolDay && span.startTime && overlaps(span.startTime, span.endTime, school.startTime, school.endTime)
        ? `Students under 16 may not work during school hours (${formatTimeOfDay(school.startTime)} – ${formatTimeOfDay(school.endTime)}) on a school day, and ${dayLabel(span.date)} is one.`
        : null,
  },
  {
    id: 'schoolDay',
    source:
      '29 CFR 570.35(a)(4): no more than 3 hours on any day when school is in session, including Fridays.',
    check: ({ span, schoolDay, dayWith, dayBefore }) =>
      schoolDay && (dayWith > YOUNG_TEEN_CAPS.schoolDay || dayBefore >= YOUNG_TEEN_CAPS.schoolDay)
        ? `Students under 16 may work at most 3 hours on a school day; ${dayLabel(span.date)} would come to ${hoursLabel(dayWith)}.`
        : null,
  },
  {
    id: 'nonSchoolDay',
    source: '29 CFR 570.35(a)(5): no more than 8 hours on any day when school is not in session.',
    check: ({ span, schoolDay, dayWith, dayBefore }) =>
      !schoolDay && (dayWith > YOUNG_TEEN_CAPS.nonSchoolDay || dayBefore >= YOUNG_TEEN_CAPS.nonSchoolDay)
        ? `Students under 16 may work at most 8 hours on a day without school; ${dayLabel(span.date)} would come to ${hoursLabel(dayWith)}.`
        : null,
  },
  {
    id: 'schoolWeek',
    source: '29 CFR 570.35(a)(3): no more than 18 hours in any week when school is in session.',
    check: ({ span, schoolWeek, weekWith, weekBefore }) =>
      schoolWeek && (weekWith > YOUNG_TEEN_CAPS.schoolWeek || weekBefore >= YOUNG_TEEN_CAPS.schoolWeek)
        ? `Students under 16 may work at most 18 hours in a school week; the week of ${dayLabel(weekStartOf(span.date))} would come to ${hoursLabel(weekWith)}.`
        : null,
  },
  {
    id: 'nonSchoolWeek',
    source: '29 CFR 570.35(a)(2): no more than 40 hours in any week when school is not in session.',
    check: ({ span, schoolWeek, weekWith, weekBefore }) =>
      !schoolWeek && (weekWith > YOUNG_TEEN_CAPS.nonSchoolWeek || weekBefore >= YOUNG_TEEN_CAPS.nonSchoolWeek)
        ? `Students under 16 may work at most 40 hours in a week without school; the week of ${dayLabel(weekStartOf(span.date))} would come to ${hoursLabel(weekWith)}.`
        : null,
  },
];

/** `Tue, Oct 6` (the date's own calendar day, whatever the reader's zone). */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Why some work would break the hours rules, with what is left that day and that week. */
export interface HoursRefusal {
  rule: YoungTeenHoursRuleId;
  code: 'UNDER_16_HOURS_RULES';
  message: string;
  source: string;
  /** The day the rule breaks on. */
  date: string;
  minutesLeftDay: number;
  minutesLeftWeek: number;
}

/** The ages the hours rules hold (14 and 15 by law; 13 by our choice, as above). */
export const hoursRulesApply = (age: number | null | undefined): boolean =>
  age !== null && age !== undefined && (UNDER_16 as readonly number[]).includes(age);

/**
 * Whether `proposed` work may be added to what the teen has `committed` (their other accepted jobs'
 * visits), for a teen of `age`: null when it may, else the first rule it breaks. Minutes are summed by
 * day and by week (Sunday to Saturday) over both; each proposed span is judged with the whole proposal
 * in, so a week's total across two jobs counts both.
 */
export function youngTeenHoursRefusal(input: {
  age: number | null | undefined;
  committed: readonly WorkSpan[];
  proposed: readonly WorkSpan[];
  school?: SchoolSettings;
}): HoursRefusal | null {
  if (!hoursRulesApply(input.age)) return null;
  const school = input.school ?? DEFAULT_SCHOOL;
  const sum = (spans: readonly WorkSpan[], days: readonly string[]) =>
    spans.filter((s) => days.includes(s.date)).reduce((total, s) => total + s.minutes, 0);
  const ordered = [...input.proposed].sort((a, b) =>
    a.date === b.date ? (a.startTime ?? '').localeCompare(b.startTime ?? '') : a.date.localeCompare(b.date),
  );
  for (const span of ordered) {
    const week = weekDaysOf(span.date);
    const schoolDay = isSchoolDay(span.date, school);
    const schoolWeek = isSchoolWeek(span.date, school);
    const context: HoursContext = {
      span,
      school,
      schoolDay,
      schoolWeek,
      dayBefore: sum(input.committed, [span.date]),
      weekBefore: sum(input.committed, week),
      dayWith: sum(input.committed, [span.date]) + sum(ordered, [span.date]),
      weekWith: sum(input.committed, week) + sum(ordered, week),
    };
    for (const rule of youngTeenHoursRules) {
      const broken = rule.check(context);
      if (!broken) continue;
      const dayCap = schoolDay ? YOUNG_TEEN_CAPS.schoolDay : YOUNG_TEEN_CAPS.nonSchoolDay;
      const weekCap = schoolWeek ? YOUNG_TEEN_CAPS.schoolWeek : YOUNG_TEEN_CAPS.nonSchoolWeek;
      const minutesLeftDay = Math.max(0, dayCap - context.dayBefore);
      const minutesLeftWeek = Math.max(0, weekCap - context.weekBefore);
      return {
        rule: rule.id,
        code: 'UNDER_16_HOURS_RULES',
        message: `Under US federal rules: ${broken} ${capitalize(hoursLabel(minutesLeftDay))} left that day and ${hoursLabel(minutesLeftWeek)} that week.`,
        source: rule.source,
        date: span.date,
        minutesLeftDay,
        minutesLeftWeek,
      };
    }
  }
  return null;
}
