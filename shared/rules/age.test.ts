import { describe, expect, it } from 'vitest';
import {
  ageAt,
  ageCalendarDay,
  ageOf,
  ageOn,
  birthdayOf,
  dateOfBirthAged,
  dateOfBirthBounds,
  dateOfBirthIssue,
  datesOfBirthForAge,
  estimatedDateOfBirth,
  isCalendarDay,
  nextMilestone,
} from './age';

describe('age from a date of birth', () => {
  it('counts a birthday from its first day, not before', () => {
    expect(ageOn('2011-03-03', '2027-03-02')).toBe(15);
    expect(ageOn('2011-03-03', '2027-03-03')).toBe(16);
    expect(ageOn('2011-03-03', '2027-12-31')).toBe(16);
    expect(ageOn('2011-12-31', '2012-12-30')).toBe(0);
  });

  it('gives someone born on February 29 their birthday on March 1 in other years', () => {
    expect(ageOn('2012-02-29', '2028-02-28')).toBe(15);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
    expect(ageOn('2012-02-29', '2029-02-28')).toBe(16);
    expect(ageOn('2014-02-28', '2030-02-28')).toBe(16);
    expect(birthdayOf('2012-02-29', 17)).toBe('2029-03-01');
    expect(birthdayOf('2012-02-29', 16)).toBe('2028-02-29');
    expect(ageOn('2012-02-29', '2029-03-01')).toBe(17);
  });

  it('turns the page on the calendar of UTC−10, the last US clock to reach a day', () => {
    // 09:59 UTC on March 3 is still March 2 in Hawaii: not 16 yet anywhere in the US.
    expect(ageCalendarDay(new Date('2027-03-03T09:59:59Z'))).toBe('2027-03-02');
    expect(ageAt('2011-03-03', new Date('2027-03-03T09:59:59Z'))).toBe(15);
    expect(ageAt('2011-03-03', new Date('2027-03-03T10:00:00Z'))).toBe(16);
  });

  it('refuses days that are not on the calendar', () => {
    expect(isCalendarDay('2011-02-29')).toBe(false);
    expect(isCalendarDay('2012-02-29')).toBe(true);
    expect(isCalendarDay('2011-13-01')).toBe(false);
    expect(isCalendarDay('11-03-2011')).toBe(false);
    expect(Number.isNaN(ageOn('2011-02-30', '2027-01-01'))).toBe(true);
  });
});

describe('the birthdays that change the rules', () => {
  it('is the 16th until then, the 18th after it, and none from 18', () => {
    expect(nextMilestone('2012-06-15', '2027-01-01')).toEqual({ age: 16, on: '2028-06-15' });
    expect(nextMilestone('2012-06-15', '2028-06-15')).toEqual({ age: 18, on: '2030-06-15' });
    expect(nextMilestone('2012-06-15', '2030-06-15')).toBeNull();
  });
});

describe('a date of birth at sign-up', () => {
  const now = new Date('2026-06-01T18:00:00Z');

  it('takes 13 to 25 years old, today', () => {
    expect(dateOfBirthIssue('2013-06-01', now)).toBeNull();
    expect(dateOfBirthIssue('2013-06-02', now)).toBe('Students must be 13 to 25 years old');
    expect(dateOfBirthIssue('2000-06-02', now)).toBeNull();
    expect(dateOfBirthIssue('2000-06-01', now)).toBe('Students must be 13 to 25 years old');
    expect(dateOfBirthIssue('', now)).toBe('Date of birth is required');
    expect(dateOfBirthIssue('2012-02-30', now)).toBe('Please enter a valid date of birth');
    expect(dateOfBirthIssue('2030-01-01', now)).toBe('Please enter a valid date of birth');
  });

  it('offers a calendar from the oldest to the youngest day allowed', () => {
    const { earliest, latest } = dateOfBirthBounds(now);
    expect({ earliest, latest }).toEqual({ earliest: '2000-06-02', latest: '2013-06-01' });
    expect(dateOfBirthIssue(earliest, now)).toBeNull();
    expect(dateOfBirthIssue(latest, now)).toBeNull();
    // On February 29 the youngest allowed was born on February 28 of a year without one.
    expect(dateOfBirthBounds(new Date('2028-02-29T18:00:00Z')).latest).toBe('2015-02-28');
  });

  it('makes demo and test people the age asked, half a year from a birthday', () => {
    for (const age of [13, 14, 15, 16, 17, 18, 19, 25]) {
      expect(ageAt(dateOfBirthAged(age, now), now)).toBe(age);
    }
  });
});

describe('records from before dates of birth: an age given at sign-up', () => {
  it('is estimated as the latest day that age allows, so never older than the person', () => {
    const createdAt = '2025-09-10T15:00:00.000Z';
    expect(estimatedDateOfBirth(15, createdAt)).toBe('2010-09-10');
    expect(datesOfBirthForAge(15, createdAt)).toEqual({ earliest: '2009-09-11', latest: '2010-09-10' });
    expect(ageOf({ age: 15, createdAt }, new Date('2026-09-09T12:00:00Z'))).toBe(15);
    expect(ageOf({ age: 15, createdAt }, new Date('2026-09-10T12:00:00Z'))).toBe(16);
  });

  it('prefers the date of birth a record has, and gives none to an employer', () => {
    expect(ageOf({ dateOfBirth: '2012-01-01', age: 19 }, new Date('2026-06-01T12:00:00Z'))).toBe(14);
    expect(ageOf({})).toBeNull();
  });
});
