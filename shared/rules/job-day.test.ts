import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  endsAtInstant,
  hasEnded,
  isTimeZone,
  isUpcoming,
  jobToday,
  localDay,
  offsetMinutes,
  usZoneOffsets,
} from './job-day';

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

  describe('answered from UTC alone when no zone can disagree', () => {
    afterEach(() => vi.restoreAllMocks());
    // The zones at the ends of the clock, and the US ones.
    const zones = ['Pacific/Kiritimati', 'Etc/GMT+12', 'Pacific/Auckland', ...usZones.map(([zone]) => zone)];
    const instants = Array.from({ length: 48 }, (_, hour) => new Date(Date.UTC(2026, 10, 26, hour, 30)));

    it('agrees with the zone’s own calendar for days around today, at every hour of two days', () => {
      for (const timeZone of zones)
        for (const now of instants)
          for (let offset = -3; offset <= 3; offset++) {
            const day = addDays(now.toISOString().slice(0, 10), offset);
            const today = jobToday({ timeZone }, now);
            expect(hasEnded({ endDate: day, timeZone }, now), `${timeZone} ${now.toISOString()} ${day}`).toBe(
              day < today,
            );
            expect(
              isUpcoming({ startDate: day, timeZone }, now),
              `${timeZone} ${now.toISOString()} ${day}`,
            ).toBe(day > today);
          }
    });

    it('knows each US zone’s offsets: every 6 hours of 2026 and 2027 falls within them', () => {
      for (const [timeZone, [earliest, latest]] of Object.entries(usZoneOffsets)) {
        const seen = new Set<number>();
        for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 6 * 3_600_000)
          seen.add(offsetMinutes(timeZone, new Date(ms)) / 60);
        expect(
          [...seen].sort((a, b) => a - b),
          timeZone,
        ).toEqual(earliest === latest ? [earliest] : [earliest, latest]);
      }
    });

    it('asks no Intl away from the zone’s midnight, nor for a day two days or more away', () => {
      const made = vi.spyOn(Intl, 'DateTimeFormat');
      const now = new Date(Date.UTC(2026, 10, 26, 12));
      expect(hasEnded({ endDate: '2026-11-28', timeZone: 'America/Boise' }, now)).toBe(false);
      expect(hasEnded({ endDate: '2026-11-24', timeZone: 'America/Boise' }, now)).toBe(true);
      expect(isUpcoming({ startDate: '2026-11-28', timeZone: 'America/Boise' }, now)).toBe(true);
      expect(isUpcoming({ startDate: '2026-11-24', timeZone: 'America/Boise' }, now)).toBe(false);
      // Noon UTC is 5 am in Boise: today there is the 26th, whichever offset the season gives.
      expect(isUpcoming({ startDate: '2026-11-26', timeZone: 'America/Boise' }, now)).toBe(false);
      expect(hasEnded({ endDate: '2026-11-26', timeZone: 'America/Boise' }, now)).toBe(false);
      expect(isUpcoming({ startDate: '2026-11-27', timeZone: 'America/Boise' }, now)).toBe(true);
      expect(made).not.toHaveBeenCalled();
    });
  });
});
