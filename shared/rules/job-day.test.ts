import { describe, expect, it } from 'vitest';
import { addDays, endsAtInstant, hasEnded, isTimeZone, isUpcoming, jobToday, localDay } from './job-day';

/** Every US zone a job can be in, with its standard offset from UTC in hours (November: no DST). */
const usZones: [zone: string, offsetHours: number][] = [
  ['America/New_York', -5],
  ['America/Chicago', -6],
  ['America/Denver', -7],
  ['America/Phoenix', -7],
  ['America/Los_Angeles', -8],
  ['America/Anchorage', -9],
  ['Pacific/Honolulu', -10],
];

describe('a job’s own day, in every US time zone around midnight', () => {
  for (const [timeZone, offset] of usZones) {
    const job = { startDate: '2026-11-24', endDate: '2026-11-24', timeZone };
    // Local midnight at the end of Nov 24 is (24 - offset) hours after UTC midnight of Nov 24.
    const localMidnight = Date.UTC(2026, 10, 25, 0, 0, 0) - offset * 3_600_000;

    it(`${timeZone}: still listed one minute before local midnight, ended one minute after`, () => {
      expect(jobToday(job, new Date(localMidnight - 60_000))).toBe('2026-11-24');
      expect(hasEnded(job, new Date(localMidnight - 60_000))).toBe(false);
      expect(jobToday(job, new Date(localMidnight + 60_000))).toBe('2026-11-25');
      expect(hasEnded(job, new Date(localMidnight + 60_000))).toBe(true);
    });

    it(`${timeZone}: endsAt is the local midnight after the end day`, () => {
      expect(endsAtInstant('2026-11-24', timeZone)).toBe(new Date(localMidnight).toISOString());
    });

    it(`${timeZone}: upcoming until its own start day begins`, () => {
      const startsAt = localMidnight - 86_400_000;
      expect(isUpcoming(job, new Date(startsAt - 60_000))).toBe(true);
      expect(isUpcoming(job, new Date(startsAt + 60_000))).toBe(false);
    });
  }

  it('keeps a Honolulu job listed at 9 pm there, when it is already tomorrow in UTC', () => {
    const ninePmHonolulu = new Date('2026-11-25T07:00:00Z');
    expect(localDay('UTC', ninePmHonolulu)).toBe('2026-11-25');
    expect(hasEnded({ endDate: '2026-11-24', timeZone: 'Pacific/Honolulu' }, ninePmHonolulu)).toBe(false);
  });

  it('handles the DST change day (New York, March 8 2026 has 23 hours)', () => {
    expect(endsAtInstant('2026-03-07', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(endsAtInstant('2026-03-08', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('tells zone names apart from other text', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
