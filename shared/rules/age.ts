/*
 * A student's age, from their date of birth: the one function every rule that depends on age asks
 * (the 13–25 window, the rules for young teens, a guardian's defaults and approvals, who needs a
 * guardian at all). An age is never stored: it is computed on the day a rule needs it, so a
 * 15-year-old turns 16 by themselves. Pure functions on `YYYY-MM-DD` days, no time zone database:
 * the functions, the web app and the tests all count the same way.
 */

/** Students are 13 to 25 (docs/spec/1-students-and-accounts.md §1). */
export const STUDENT_AGE_MIN = 13;
export const STUDENT_AGE_MAX = 25;
/** Under this the rules for young teens apply (shared/rules/young-teen-rules.ts) and approvals are the default. */
export const YOUNG_TEEN_UNTIL = 16;
/** From this age no parent or guardian is needed (and none is kept). */
export const ADULT_AGE = 18;

/**
 * Birthdays are counted on the calendar of UTC−10 (Hawaii, which keeps no summer time): the last of
 * the fifty states' clocks to reach a day. So nobody in the US is counted a year older before their
 * birthday has begun where they live, and the whole country turns a page at one instant, which is when
 * the daily birthday run starts (infra/constructs/birthdays.ts).
 */
export const AGE_CALENDAR_UTC_OFFSET_HOURS = -10;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day it is at `now` on the age calendar, as `YYYY-MM-DD`. */
export function ageCalendarDay(now: Date): string {
  return new Date(now.getTime() + AGE_CALENDAR_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

interface Day {
  year: number;
  month: number;
  day: number;
}

function parseDay(text: string): Day | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // "2011-02-30" rolls over to March: not a real day.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const formatDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A real calendar day written `YYYY-MM-DD`. */
export const isCalendarDay = (text: string): boolean => parseDay(text) !== null;

/**
 * How old someone born on `dateOfBirth` is on `today` (both `YYYY-MM-DD`). Someone born on February 29
 * has their birthday on March 1 in other years, as most US states count it.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const born = parseDay(dateOfBirth);
  const now = parseDay(today);
  if (!born || !now) return Number.NaN;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/** How old they are at the instant `now`, on the age calendar. */
export const ageAt = (dateOfBirth: string, now: Date): number => ageOn(dateOfBirth, ageCalendarDay(now));

/** The day someone born on `dateOfBirth` turns `years` (February 29 → March 1 in other years). */
export function birthdayOf(dateOfBirth: string, years: number): string {
  const born = parseDay(dateOfBirth);
  if (!born) throw new Error(`Not a date of birth: ${dateOfBirth}`);
  const year = born.year + years;
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  if (born.month === 2 && born.day === 29 && !leap) return formatDay({ year, month: 3, day: 1 });
  return formatDay({ year, month: born.month, day: born.day });
}

/** The birthdays on which the rules change by themselves: the rules for young teens end, then the guardian's link. */
export const milestoneAges = [YOUNG_TEEN_UNTIL, ADULT_AGE] as const;
export type MilestoneAge = (typeof milestoneAges)[number];

/** The next of those birthdays after `today`, or null from 18 on. */
export function nextMilestone(dateOfBirth: string, today: string): { age: MilestoneAge; on: string } | null {
  for (const age of milestoneAges) {
    const on = birthdayOf(dateOfBirth, age);
    if (on > today) return { age, on };
  }
  return null;
}

/**
 * The same day `years` earlier, or February 28 where that year has no February 29: the latest date of
 * birth of someone who is `years` old on `day`.
 */
function yearsBefore(day: string, years: number): string {
  const parsed = parseDay(day);
  if (!parsed) throw new Error(`Not a day: ${day}`);
  const earlier = { ...parsed, year: parsed.year - years };
  return isCalendarDay(formatDay(earlier)) ? formatDay(earlier) : formatDay({ ...earlier, day: 28 });
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The dates of birth of everyone who is `age` on `day`. */
function datesOfBirthAged(age: number, day: string): { earliest: string; latest: string } {
  return { earliest: dayAfter(yearsBefore(day, age + 1)), latest: yearsBefore(day, age) };
}

/**
 * The date of birth of a record made before dates of birth were asked: it gave an `age` at sign-up.
 * The latest day consistent with that age (they had just turned it), so the estimate is never older
 * than the person: every rule for the young holds at least as long as it should. The student is
 * asked to confirm or correct it at their next sign-in.
 */
export function estimatedDateOfBirth(age: number, createdAt: string): string {
  return datesOfBirthForAge(age, createdAt).latest;
}

/**
 * The dates of birth consistent with the age a record gave at sign-up. A confirmation must fall in
 * them, so confirming cannot move someone past a birthday that changes their rules.
 */
export function datesOfBirthForAge(age: number, createdAt: string): { earliest: string; latest: string } {
  return datesOfBirthAged(age, ageCalendarDay(new Date(createdAt)));
}

/** What the rules read of a person: a date of birth, or the age an older record gave at sign-up. */
export interface BirthRecord {
  dateOfBirth?: string;
  age?: number;
  createdAt?: string;
}

/** The record's date of birth: as given, or estimated from an older record's age; null for an employer. */
export function dateOfBirthOf(record: BirthRecord): string | null {
  if (record.dateOfBirth) return record.dateOfBirth;
  if (record.age === undefined) return null;
  return estimatedDateOfBirth(record.age, record.createdAt ?? new Date(0).toISOString());
}

/** THE age of a person at `now`, for every rule; null when the record has no date of birth (employers). */
export function ageOf(record: BirthRecord, now: Date = new Date()): number | null {
  const dateOfBirth = dateOfBirthOf(record);
  return dateOfBirth === null ? null : ageAt(dateOfBirth, now);
}

/** Under 18: a parent or guardian confirms the account and follows it. */
export const isMinorAge = (age: number): boolean => age < ADULT_AGE;
/** 13–15: the rules for young teens apply, and a guardian's approval is the default. */
export const isYoungTeenAge = (age: number): boolean => age < YOUNG_TEEN_UNTIL;
/** 13 to 25: who may be a student. */
export const isStudentAge = (age: number): boolean => age >= STUDENT_AGE_MIN && age <= STUDENT_AGE_MAX;

export const dateOfBirthMessages = {
  required: 'Date of birth is required',
  invalid: 'Please enter a valid date of birth',
  outOfRange: 'Students must be 13 to 25 years old',
  /** An older record's confirmation that would change the age it gave at sign-up. */
  notTheAgeGiven: (age: number) =>
    `This date does not match the age you gave when you joined (${age}). If that age was wrong, please contact support.`,
} as const;

/** The message for a date of birth given at sign-up, or null when it is fine: a real day, 13 to 25 today. */
export function dateOfBirthIssue(
  dateOfBirth: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (dateOfBirth === null || dateOfBirth === undefined || dateOfBirth.trim() === '') {
    return dateOfBirthMessages.required;
  }
  if (!isCalendarDay(dateOfBirth)) return dateOfBirthMessages.invalid;
  const today = ageCalendarDay(now);
  if (dateOfBirth > today) return dateOfBirthMessages.invalid;
  return isStudentAge(ageOn(dateOfBirth, today)) ? null : dateOfBirthMessages.outOfRange;
}

/** The days a student's date of birth may be today (a calendar's min and max): 13 to 25 years old. */
export function dateOfBirthBounds(now: Date = new Date()): { earliest: string; latest: string } {
  const today = ageCalendarDay(now);
  return {
    earliest: datesOfBirthAged(STUDENT_AGE_MAX, today).earliest,
    latest: datesOfBirthAged(STUDENT_AGE_MIN, today).latest,
  };
}

/** A date of birth that makes someone `age` today, half a year past their birthday (demo data and tests). */
export function dateOfBirthAged(age: number, now: Date = new Date()): string {
  const { earliest, latest } = datesOfBirthAged(age, ageCalendarDay(now));
  const middle = (Date.parse(`${earliest}T00:00:00Z`) + Date.parse(`${latest}T00:00:00Z`)) / 2;
  return new Date(middle).toISOString().slice(0, 10);
}
