import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../shared/rules/job-day';
import { isSchoolDay, isSummerJob, laborDay } from '../../shared/rules/young-teen-rules';
import { api } from './support/api';
import { newConfirmedFamily } from './support/family';
import { type Actor, newEmployer } from './support/marketplace';
import { accept, hire, ZONE } from './support/schedule';
import { readItem } from './support/tables';

/*
 * The rules on young teens' hours across all of a teen's accepted jobs (29 CFR 570.35(a)), over HTTP:
 * an employer accepts a teen for a job (the candidate) after the jobs the teen already has (the
 * committed ones), and the acceptance goes through or is refused (409) naming the rule and the hours
 * left, writing nothing (a job's own hours outside 7 am – 7 pm are refused at the apply, by the same
 * rule). A table of cases: school days and weeks, summer evenings (June 1 through Labor Day), a
 * week's total across two jobs, the guardian's school hours and days off, and the ages they hold.
 * Each case has a week of its own, weeks ahead, so cases never add up unless they are meant to.
 */

type Rule =
  | 'timeOfDay'
  | 'schoolHours'
  | 'schoolDay'
  | 'nonSchoolDay'
  | 'schoolWeek'
  | 'nonSchoolWeek'
  | null;

/** How each refusal says its rule. */
const ruleWords: Record<Exclude<Rule, null>, RegExp> = {
  timeOfDay: /may work only from 7 am to (7|9) pm/,
  schoolHours: /may not work during school hours/,
  schoolDay: /at most 3 hours on a school day/,
  nonSchoolDay: /at most 8 hours on a day without school/,
  schoolWeek: /at most 18 hours in a school week/,
  nonSchoolWeek: /at most 40 hours in a week without school/,
};

/** A job: days of the case's week (0 = Sunday … 6 = Saturday), one time of day for all of them. */
interface JobPlan {
  days: [from: number, to: number];
  hours: [start: string, end: string];
}

interface Case {
  name: string;
  week: 'school' | 'summer' | 'june-first' | 'labor-day' | 'after-labor-day';
  committed?: JobPlan[];
  candidate: JobPlan;
  rule: Rule;
}

const weekday = (from: number, start: string, end: string, to = from): JobPlan => ({
  days: [from, to],
  hours: [start, end],
});
const MON = 1;
const TUE = 2;
const WED = 3;
const FRI = 5;
const SAT = 6;

/** Sundays from four weeks ahead on, whose Monday to Friday are all school days, or all summer. */
function sundays(kind: 'school' | 'summer'): () => string {
  let cursor = addDays(localDay(ZONE), 28);
  while (new Date(`${cursor}T12:00:00Z`).getUTCDay() !== 0) cursor = addDays(cursor, 1);
  return () => {
    for (;;) {
      const sunday = cursor;
      cursor = addDays(cursor, 7);
      const days = [1, 2, 3, 4, 5, 6].map((i) => addDays(sunday, i));
      const fits =
        kind === 'school'
          ? days.slice(0, 5).every((day) => isSchoolDay(day))
          : days.every((day) => isSummerJob({ startDate: day, endDate: day }) && !isSchoolDay(day)) &&
            days.every((day) => day.slice(5, 7) !== '09');
      if (fits) return sunday;
    }
  };
}

/** The Sunday of the week that holds `day`. */
const sundayOf = (day: string) => addDays(day, -new Date(`${day}T12:00:00Z`).getUTCDay());

/** Next year's (or this year's, while ahead) June 1 and Labor Day, on Austin's calendar. */
function markedDay(which: 'june-first' | 'labor-day' | 'after-labor-day'): string {
  const today = localDay(ZONE);
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const day =
      which === 'june-first' ? `${year}-06-01` : addDays(laborDay(year), which === 'after-labor-day' ? 1 : 0);
    if (day > addDays(today, 14)) return day;
  }
}

const dates = (sunday: string, plan: JobPlan) => ({
  startDate: addDays(sunday, plan.days[0]),
  endDate: addDays(sunday, plan.days[1]),
  startTime: plan.hours[0],
  endTime: plan.hours[1],
});

interface Group {
  name: string;
  age: number;
  /** The guardian's school settings for this teen (default: none, the defaults apply). */
  school?: (sunday: () => string) => {
    startTime: string;
    endTime: string;
    daysOff: { from: string; to: string }[];
  };
  cases: Case[];
}

// A week's day off for the guardian's case: its Monday, of the first school week the group uses.
const groups: Group[] = [
  {
    name: 'a 15-year-old in the school year',
    age: 15,
    cases: [
      {
        name: 'after school, 3:30–5:30 pm on a Monday',
        week: 'school',
        candidate: weekday(MON, '15:30', '17:30'),
        rule: null,
      },
      {
        name: 'until 7:30 pm on a school day',
        week: 'school',
        candidate: weekday(MON, '16:00', '19:30'),
        rule: 'timeOfDay',
      },
      {
        name: 'from 6 am on a Saturday',
        week: 'school',
        candidate: weekday(SAT, '06:00', '08:00'),
        rule: 'timeOfDay',
      },
      {
        name: 'during school hours',
        week: 'school',
        candidate: weekday(TUE, '14:00', '16:00'),
        rule: 'schoolHours',
      },
      {
        name: 'before school, 7–8 am',
        week: 'school',
        candidate: weekday(TUE, '07:00', '08:00'),
        rule: null,
      },
      {
        name: '3 h 30 after school',
        week: 'school',
        candidate: weekday(WED, '15:00', '18:30'),
        rule: 'schoolDay',
      },
      {
        name: 'two jobs on one school day: 2 h and 1 h 30',
        week: 'school',
        committed: [weekday(MON, '15:00', '17:00')],
        candidate: weekday(MON, '17:00', '18:30'),
        rule: 'schoolDay',
      },
      {
        name: 'two jobs on two school days',
        week: 'school',
        committed: [weekday(MON, '15:00', '17:00')],
        candidate: weekday(TUE, '15:00', '17:00'),
        rule: null,
      },
      {
        name: 'a week’s total across two jobs: 15 h after school and 4 h on Saturday is 19 h',
        week: 'school',
        committed: [weekday(MON, '15:00', '18:00', FRI)],
        candidate: weekday(SAT, '09:00', '13:00'),
        rule: 'schoolWeek',
      },
      {
        name: 'a week’s total across two jobs: 15 h and 3 h on Saturday is exactly 18 h',
        week: 'school',
        committed: [weekday(MON, '15:00', '18:00', FRI)],
        candidate: weekday(SAT, '09:00', '12:00'),
        rule: null,
      },
      { name: '8 h on a Saturday', week: 'school', candidate: weekday(SAT, '09:00', '17:00'), rule: null },
      {
        name: '9 h 30 on a Saturday',
        week: 'school',
        candidate: weekday(SAT, '08:00', '17:30'),
        rule: 'nonSchoolDay',
      },
    ],
  },
  {
    name: 'a 15-year-old in summer',
    age: 15,
    cases: [
      {
        name: 'a summer evening until 9 pm',
        week: 'summer',
        candidate: weekday(WED, '18:00', '21:00'),
        rule: null,
      },
      {
        name: 'a summer evening until 9:30 pm',
        week: 'summer',
        candidate: weekday(WED, '19:00', '21:30'),
        rule: 'timeOfDay',
      },
      {
        name: '8 h a day, Monday to Friday: 40 h',
        week: 'summer',
        candidate: weekday(MON, '08:00', '16:00', FRI),
        rule: null,
      },
      {
        name: 'a summer week’s total across two jobs: 40 h and 1 h on Saturday',
        week: 'summer',
        committed: [weekday(MON, '08:00', '16:00', FRI)],
        candidate: weekday(SAT, '10:00', '11:00'),
        rule: 'nonSchoolWeek',
      },
      {
        name: '9 h on a summer day',
        week: 'summer',
        candidate: weekday(WED, '08:00', '17:00'),
        rule: 'nonSchoolDay',
      },
      {
        name: 'June 1 is summer: until 9 pm',
        week: 'june-first',
        candidate: weekday(0, '19:00', '21:00'),
        rule: null,
      },
      {
        name: 'Labor Day is summer: until 9 pm',
        week: 'labor-day',
        candidate: weekday(0, '18:00', '21:00'),
        rule: null,
      },
      {
        name: 'the day after Labor Day is not: 8 pm is too late',
        week: 'after-labor-day',
        candidate: weekday(0, '17:00', '20:00'),
        rule: 'timeOfDay',
      },
    ],
  },
  {
    name: 'a 14-year-old whose guardian set school until 4 pm and a day off',
    age: 14,
    school: (sunday) => {
      const monday = addDays(sunday(), 1);
      return { startTime: '09:00', endTime: '16:00', daysOff: [{ from: monday, to: monday }] };
    },
    cases: [
      {
        name: 'the day off: a weekday morning',
        week: 'school',
        candidate: weekday(MON, '10:00', '13:00'),
        rule: null,
      },
      {
        name: '3:30 pm, inside the guardian’s school hours',
        week: 'school',
        candidate: weekday(TUE, '15:30', '17:00'),
        rule: 'schoolHours',
      },
    ],
  },
  {
    name: 'a 16-year-old',
    age: 16,
    cases: [
      {
        name: 'no hours rule: school hours, late, long',
        week: 'school',
        candidate: weekday(MON, '10:00', '20:00'),
        rule: null,
      },
    ],
  },
];

it('is a table of at least 20 cases', () => {
  expect(groups.flatMap((group) => group.cases).length).toBeGreaterThanOrEqual(20);
});

describe.each(groups)('$name', (group) => {
  let teen: Actor;
  let employer: Actor;
  const next = { school: sundays('school'), summer: sundays('summer') };
  /** The first school week is kept for the guardian's day off, when the group has one. */
  let firstSchoolWeek: string | undefined;

  beforeAll(async () => {
    const [family, boss] = await Promise.all([newConfirmedFamily('Nia', group.age), newEmployer('Sam')]);
    teen = family.teen;
    employer = boss;
    // Applications go straight to the employer; the group's school hours and days off, if any.
    const school = group.school
      ? group.school(() => {
          firstSchoolWeek ??= next.school();
          return firstSchoolWeek;
        })
      : undefined;
    const saved = await api('updateTeenSettings', {
      params: { id: teen.userId },
      token: family.guardian.token,
      body: {
        approvalRequired: false,
        maxDistanceMiles: null,
        allowedKinds: null,
        paused: false,
        emailMode: 'digest',
        ...(school ? { school } : {}),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }, 120_000);

  it.each(group.cases)('$name → $rule', async (c) => {
    const sunday =
      c.week === 'school'
        ? firstSchoolWeek &&
          group.school &&
          !group.cases.slice(0, group.cases.indexOf(c)).some((o) => o.week === 'school')
          ? firstSchoolWeek
          : next.school()
        : c.week === 'summer'
          ? next.summer()
          : sundayOf(markedDay(c.week));
    // A marked day is its week's day 0 in the table: the plan's offsets count from the day itself.
    const base = c.week === 'school' || c.week === 'summer' ? sunday : markedDay(c.week);
    for (const plan of c.committed ?? []) await hire(employer, teen, dates(base, plan));

    const candidate = dates(base, c.candidate);
    const posted = await api('createJob', {
      token: employer.token,
      body: {
        title: `Garden help ${c.name.slice(0, 40)}`,
        description: 'Help in the garden: weeding and watering.',
        kind: 'yardWork',
        powerEquipment: false,
        ...candidate,
        address: {
          address1: '1200 S Lamar Blvd',
          address2: '',
          city: 'Austin',
          state: 'TX',
          zipCode: '78704',
        },
        price: 15,
        priceType: 'perHr',
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const applied = await api('applyToJob', {
      params: { id: posted.body.entity },
      token: teen.token,
      body: {},
    });
    if (c.rule === 'timeOfDay') {
      // A job's own hours outside 7 am – 7 pm (9 pm in summer) are refused at the apply already, by the
      // same rule (young-teen-rules.ts): the acceptance never sees them. Nothing is written.
      expect(applied.status, JSON.stringify(applied.body)).toBe(403);
      expect(applied.body.code).toBe('UNDER_16_HOURS');
      expect(applied.body.message).toMatch(/may work only from 7 am to 7 pm, or until 9 pm from June 1/);
      expect(
        await readItem('applications', { jobId: posted.body.entity, studentId: teen.userId }),
      ).toBeUndefined();
      return;
    }
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const applicationId = applied.body.entity as string;
    const res = await accept(employer, teen, applicationId);
    if (c.rule === null) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe('UNDER_16_HOURS_RULES');
    expect(res.body.message).toMatch(ruleWords[c.rule]);
    // It names how many hours are left that day and that week.
    expect(res.body.message).toMatch(/\. .+ left that day and .+ that week\.$/);
    // Refused: the application still waits, and no booking was made.
    const stored = await readItem<{ status: string }>('applications', {
      jobId: posted.body.entity,
      studentId: teen.userId,
    });
    expect(stored?.status).toBe('Applied');
    expect(await readItem('bookings', { applicationId, itemKey: 'BOOKING' })).toBeUndefined();
  });
});
