import { describe, expect, it } from 'vitest';
import {
  alarmTimes,
  type BookingPlan,
  checkInWindow,
  DATES_CHANGED,
  distanceMeters,
  formatDuration,
  formatMoney,
  isAwayFromJob,
  payDue,
  planVisits,
  reminderTime,
  roundPoint,
  visitInstants,
} from './schedule';

const booking = (changes: BookingPlan['changes'] = {}, extra: Partial<BookingPlan> = {}): BookingPlan => ({
  publishedFrom: '2026-10-05',
  publishedTo: '2026-10-07',
  changes,
  ...extra,
});
const job = { startDate: '2026-10-05', endDate: '2026-10-07', startTime: '15:30', endTime: '17:00' };

describe('visits', () => {
  it('one per day of the job, at its time of day', () => {
    expect(planVisits(job, booking()).map((v) => [v.day, v.date, v.startTime, v.endTime])).toEqual([
      ['2026-10-05', '2026-10-05', '15:30', '17:00'],
      ['2026-10-06', '2026-10-06', '15:30', '17:00'],
      ['2026-10-07', '2026-10-07', '15:30', '17:00'],
    ]);
  });

  it('the whole day when the job has no time of day', () => {
    const [first] = planVisits({ ...job, startTime: null, endTime: null }, booking());
    expect([first?.startTime, first?.endTime]).toEqual([null, null]);
    const { startsAt, endsAt } = visitInstants(first as NonNullable<typeof first>, 'America/Chicago');
    expect(startsAt.toISOString()).toBe('2026-10-05T05:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-10-06T05:00:00.000Z');
  });

  it('a moved visit keeps its day (its identity) and takes the new date and times', () => {
    const [, moved] = planVisits(
      job,
      booking({ '2026-10-06': { kind: 'moved', date: '2026-10-08', startTime: '10:00', endTime: '12:00' } }),
    );
    expect(moved).toMatchObject({ day: '2026-10-06', date: '2026-10-08', startTime: '10:00', moved: true });
  });

  it('days the job no longer covers stay, cancelled, so calendars drop them', () => {
    const shorter = planVisits({ ...job, endDate: '2026-10-06' }, booking());
    expect(shorter.map((v) => [v.day, v.cancellation?.reason ?? null])).toEqual([
      ['2026-10-05', null],
      ['2026-10-06', null],
      ['2026-10-07', DATES_CHANGED],
    ]);
  });

  it('a cancelled booking cancels every visit; a range limits the days', () => {
    const cancelled = planVisits(
      job,
      booking({}, { cancellation: { by: 'student', reason: 'Ill', at: '' } }),
      {
        from: '2026-10-06',
        to: '2026-10-30',
      },
    );
    expect(cancelled.map((v) => [v.day, v.cancellation?.by])).toEqual([
      ['2026-10-06', 'student'],
      ['2026-10-07', 'student'],
    ]);
  });

  it('times are read on the job’s clock, across a change of daylight time', () => {
    // November 1, 2026: clocks go back in Chicago (CDT −5 → CST −6).
    const before = visitInstants(
      { date: '2026-10-31', startTime: '15:30', endTime: '17:00' },
      'America/Chicago',
    );
    const after = visitInstants(
      { date: '2026-11-01', startTime: '15:30', endTime: '17:00' },
      'America/Chicago',
    );
    expect(before.startsAt.toISOString()).toBe('2026-10-31T20:30:00.000Z');
    expect(after.startsAt.toISOString()).toBe('2026-11-01T21:30:00.000Z');
  });
});

describe('check-in and the alarms', () => {
  const instants = visitInstants(
    { date: '2026-10-05', startTime: '15:30', endTime: '17:00' },
    'America/Chicago',
  );

  it('check-in opens 30 minutes before the start and closes at the end', () => {
    const { opensAt, closesAt } = checkInWindow(instants);
    expect(opensAt.toISOString()).toBe('2026-10-05T20:00:00.000Z');
    expect(closesAt.toISOString()).toBe('2026-10-05T22:00:00.000Z');
  });

  it('alarms 30 minutes after the start, 30 and 60 minutes after the end; the reminder a day before', () => {
    const times = alarmTimes({ startTime: '15:30' }, instants);
    expect(times.notCheckedIn?.toISOString()).toBe('2026-10-05T21:00:00.000Z');
    expect(times.overdueReminder?.toISOString()).toBe('2026-10-05T22:30:00.000Z');
    expect(times.overdueAlert?.toISOString()).toBe('2026-10-05T23:00:00.000Z');
    expect(alarmTimes({ startTime: null }, instants).notCheckedIn).toBeNull();
    expect(reminderTime(instants.startsAt).toISOString()).toBe('2026-10-04T20:30:00.000Z');
  });
});

describe('location', () => {
  const home = { latitude: 30.2431, longitude: -97.7671 };

  it('measures metres on the globe', () => {
    expect(Math.round(distanceMeters(home, { latitude: 30.2521, longitude: -97.7671 }))).toBe(1001);
  });

  it('near within 500 m plus the reported accuracy, away beyond', () => {
    const north = (metres: number) => ({
      latitude: home.latitude + metres / 111_195,
      longitude: home.longitude,
    });
    expect(isAwayFromJob({ ...north(450) }, home)).toBe(false);
    expect(isAwayFromJob({ ...north(650) }, home)).toBe(true);
    expect(isAwayFromJob({ ...north(650), accuracy: 200 }, home)).toBe(false);
  });

  it('is stored at 3 decimals', () => {
    expect(roundPoint({ latitude: 30.243149, longitude: -97.767149 })).toEqual({
      latitude: 30.243,
      longitude: -97.767,
    });
  });
});

describe('hours and pay', () => {
  it('hours × the rate, or the job’s price, or nothing', () => {
    expect(payDue(150, { price: 15, priceType: 'perHr' })).toBe(37.5);
    expect(payDue(150, { price: 40, priceType: 'perJob' })).toBe(40);
    expect(payDue(150, { priceType: 'perHr' })).toBeNull();
  });

  it('reads as people say it', () => {
    expect(formatDuration(125)).toBe('2 h 5 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(180)).toBe('3 h');
    expect(formatMoney(37.5)).toBe('$37.50');
    expect(formatMoney(40)).toBe('$40');
  });
});
