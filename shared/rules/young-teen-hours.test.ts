import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHOOL,
  isSchoolDay,
  isSchoolWeek,
  type SchoolSettings,
  spanMinutes,
  type WorkSpan,
  weekStartOf,
  youngTeenHoursRefusal,
  youngTeenHoursRules,
} from './young-teen-rules';

/*
 * The hours of 14- and 15-year-olds across all of a teen's jobs (29 CFR 570.35(a)), as a table: each
 * row is a teen's committed work (other accepted jobs), the work proposed (a job to accept, a new time,
 * a check-in), and the rule that must refuse it (or null). Dates: Mon 2026-10-05 is a school day in a
 * school week; Sat 2026-10-10 ends that week; Wed 2026-07-15 is in the summer break; Labor Day 2026 is
 * Mon 2026-09-07.
 */

const span = (
  date: string,
  startTime: string | null,
  endTime: string | null,
  minutes?: number,
): WorkSpan => ({
  date,
  startTime,
  endTime,
  minutes: minutes ?? spanMinutes({ startTime, endTime }),
});

/** Monday to Friday, the same hours each day. */
const weekdays = (monday: string, startTime: string, endTime: string): WorkSpan[] =>
  [0, 1, 2, 3, 4].map((i) => {
    const day = new Date(`${monday}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + i);
    return span(day.toISOString().slice(0, 10), startTime, endTime);
  });

const thanksgiving: SchoolSettings = {
  ...DEFAULT_SCHOOL,
  daysOff: [{ from: '2026-11-26', to: '2026-11-27' }],
};
const lateSchool: SchoolSettings = { startTime: '09:00', endTime: '16:00', daysOff: [] };

interface Case {
  name: string;
  age?: number;
  committed?: WorkSpan[];
  proposed: WorkSpan[];
  school?: SchoolSettings;
  rule: string | null;
  /** Hours left that day and week, as the refusal says them. */
  left?: [day: number, week: number];
}

const cases: Case[] = [
  // Time of day (570.35(a)(6))
  {
    name: 'a school-day afternoon, 3:30–5:30 pm',
    proposed: [span('2026-10-05', '15:30', '17:30')],
    rule: null,
  },
  {
    name: 'starting 6:30 am on a Saturday',
    proposed: [span('2026-10-10', '06:30', '09:00')],
    rule: 'timeOfDay',
  },
  { name: 'ending 7:30 pm in October', proposed: [span('2026-10-10', '17:00', '19:30')], rule: 'timeOfDay' },
  { name: 'a summer evening to 9 pm (July)', proposed: [span('2026-07-15', '18:00', '21:00')], rule: null },
  {
    name: 'a summer evening to 9:15 pm',
    proposed: [span('2026-07-15', '18:00', '21:15')],
    rule: 'timeOfDay',
  },
  { name: 'June 1 is summer: to 9 pm', proposed: [span('2026-06-01', '19:00', '21:00')], rule: null },
  {
    name: 'Labor Day is still summer: to 9 pm',
    proposed: [span('2026-09-07', '18:00', '21:00')],
    rule: null,
  },
  {
    name: 'the day after Labor Day is not: 8 pm is too late',
    proposed: [span('2026-09-08', '16:00', '20:00')],
    rule: 'timeOfDay',
  },
  {
    name: 'May 29 is not summer yet: 8 pm is too late',
    proposed: [span('2026-05-29', '17:00', '20:00')],
    rule: 'timeOfDay',
  },
  // School hours (570.35(a)(1))
  {
    name: 'during school hours on a Monday',
    proposed: [span('2026-10-05', '13:00', '15:00')],
    rule: 'schoolHours',
  },
  { name: 'before school, 7–8 am, is fine', proposed: [span('2026-10-05', '07:00', '08:00')], rule: null },
  {
    name: 'a guardian’s later school hours (to 4 pm) refuse 3:30 pm',
    school: lateSchool,
    proposed: [span('2026-10-05', '15:30', '17:00')],
    rule: 'schoolHours',
  },
  {
    name: 'a day off the guardian marked (Thanksgiving Thursday) is not a school day',
    school: thanksgiving,
    proposed: [span('2026-11-26', '10:00', '14:00')],
    rule: null,
  },
  // Hours on a day (570.35(a)(4), (5))
  {
    name: '3 hours 30 on a school day',
    proposed: [span('2026-10-05', '15:30', '19:00')],
    rule: 'schoolDay',
    left: [3, 18],
  },
  {
    name: 'two jobs on one school day: 2 h already, 1 h 30 more',
    committed: [span('2026-10-05', '15:00', '17:00')],
    proposed: [span('2026-10-05', '17:15', '18:45')],
    rule: 'schoolDay',
    left: [1, 16],
  },
  { name: '8 hours on a Saturday', proposed: [span('2026-10-10', '09:00', '17:00')], rule: null },
  {
    name: '9 hours on a summer day',
    proposed: [span('2026-07-15', '08:00', '17:00')],
    rule: 'nonSchoolDay',
    left: [8, 40],
  },
  // Hours in a week (570.35(a)(2), (3)), across two jobs
  {
    name: 'a school week: 15 h after school and 4 h on Saturday from another job is 19 h',
    committed: weekdays('2026-10-05', '15:00', '18:00'),
    proposed: [span('2026-10-10', '09:00', '13:00')],
    rule: 'schoolWeek',
    left: [8, 3],
  },
  {
    name: 'the same week with 3 h on Saturday is exactly 18 h',
    committed: weekdays('2026-10-05', '15:00', '18:00'),
    proposed: [span('2026-10-10', '09:00', '12:00')],
    rule: null,
  },
  {
    name: 'a summer week: 8 h a day Monday to Friday is 40 h, Saturday more is 41 h',
    committed: weekdays('2026-07-13', '08:00', '16:00'),
    proposed: [span('2026-07-18', '09:00', '10:00')],
    rule: 'nonSchoolWeek',
    left: [8, 0],
  },
  {
    name: 'the week of Thanksgiving is still a school week (Monday–Wednesday have school)',
    school: thanksgiving,
    committed: [span('2026-11-23', '15:00', '18:00'), span('2026-11-24', '15:00', '18:00')],
    proposed: [span('2026-11-26', '08:00', '16:00'), span('2026-11-27', '08:00', '13:00')],
    rule: 'schoolWeek',
  },
  {
    name: 'one job on the Sunday and Saturday of a school week (16 h), with 3 h on Monday from another',
    committed: [span('2026-10-05', '15:00', '18:00')],
    proposed: [span('2026-10-04', '09:00', '17:00'), span('2026-10-10', '09:00', '17:00')],
    rule: 'schoolWeek',
    left: [8, 15],
  },
  // Recorded minutes and visits without a time of day
  {
    name: 'a whole-day visit is judged by the minutes recorded: 180 on a school day',
    committed: [span('2026-10-05', null, null, 180)],
    proposed: [span('2026-10-05', '16:00', '16:30')],
    rule: 'schoolDay',
    left: [0, 15],
  },
  {
    name: 'a check-in without an end, after school, with hours left',
    committed: [span('2026-10-05', '15:00', '16:00')],
    proposed: [span('2026-10-05', '16:30', null, 0)],
    rule: null,
  },
  {
    name: 'a check-in without an end during school hours',
    proposed: [span('2026-10-05', '10:00', null, 0)],
    rule: 'schoolHours',
  },
  // Ages
  {
    name: 'at 16 no hours rule applies',
    age: 16,
    proposed: [span('2026-10-05', '09:00', '22:00')],
    rule: null,
  },
  {
    name: 'at 13, as at 14 and 15',
    age: 13,
    proposed: [span('2026-10-05', '10:00', '12:00')],
    rule: 'schoolHours',
  },
];

describe('the hours of young teens across their jobs (29 CFR 570.35(a))', () => {
  it('is a table of at least 20 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('$name → $rule', ({ age, committed, proposed, school, rule, left }) => {
    const refusal = youngTeenHoursRefusal({ age: age ?? 15, committed: committed ?? [], proposed, school });
    expect(refusal?.rule ?? null).toBe(rule);
    if (refusal) {
      expect(refusal.code).toBe('UNDER_16_HOURS_RULES');
      expect(refusal.message).toMatch(/^Under US federal rules: /);
      expect(refusal.message).toMatch(/left that day and .* that week\.$/);
      expect(refusal.source).toMatch(/^29 CFR 570\.35\(a\)/);
    }
    if (left) {
      expect([refusal?.minutesLeftDay, refusal?.minutesLeftWeek]).toEqual([left[0] * 60, left[1] * 60]);
    }
  });

  it('names the rule and the hours left in words', () => {
    const refusal = youngTeenHoursRefusal({
      age: 14,
      committed: [span('2026-10-05', '15:00', '17:00')],
      proposed: [span('2026-10-05', '17:15', '18:45')],
    });
    expect(refusal?.message).toBe(
      'Under US federal rules: Students under 16 may work at most 3 hours on a school day; Mon, Oct 5 would come to 3 hours 30 minutes. 1 hour left that day and 16 hours that week.',
    );
  });

  it('every rule has its source in 29 CFR 570.35(a)', () => {
    for (const rule of youngTeenHoursRules)
      expect(rule.source, rule.id).toMatch(/^29 CFR 570\.35\(a\)\(\d\)/);
  });
});

describe('school days and weeks', () => {
  it('Monday to Friday outside June to August', () => {
    expect(isSchoolDay('2026-10-05')).toBe(true);
    expect(isSchoolDay('2026-10-10')).toBe(false);
    expect(isSchoolDay('2026-06-01')).toBe(false);
    expect(isSchoolDay('2026-08-31')).toBe(false);
    expect(isSchoolDay('2026-09-08')).toBe(true);
  });

  it('a week is a school week when any of its days is one', () => {
    expect(isSchoolWeek('2026-10-10')).toBe(true);
    expect(isSchoolWeek('2026-07-15')).toBe(false);
    // Aug 30 – Sep 5: no school in August, school from Tuesday, September 1.
    expect(isSchoolWeek('2026-08-30')).toBe(true);
    const winterBreak: SchoolSettings = {
      ...DEFAULT_SCHOOL,
      daysOff: [{ from: '2026-12-21', to: '2027-01-01' }],
    };
    expect(isSchoolWeek('2026-12-23', winterBreak)).toBe(false);
  });

  it('weeks run Sunday to Saturday', () => {
    expect(weekStartOf('2026-10-05')).toBe('2026-10-04');
    expect(weekStartOf('2026-10-10')).toBe('2026-10-04');
    expect(weekStartOf('2026-10-11')).toBe('2026-10-11');
  });
});
