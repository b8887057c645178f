import { addDays, localInstant, startOfLocalDay } from './job-day';

/*
 * The day of the job, as rules: an accepted application becomes one visit per day of its job, at the
 * job's time of day (or the whole day when it has none), on the job's own calendar and clock. When
 * check-in opens, when the server's alarms go off, what "near the job" means and what the hours are
 * worth are decided here, once, for the schedule function, its scheduled runner and the web.
 */

/** Every timing of the day of the job, in one place. */
export const scheduleTimings = {
  /** Check-in opens this long before a visit's start, and stays open until its end. */
  checkInOpensMinutesBefore: 30,
  /** Check-out is taken until this long after the visit's end; later, the employer records the hours. */
  checkOutHoursAfterEnd: 24,
  /** No check-in this long after the start: the employer and a minor's guardian are told. */
  notCheckedInMinutesAfterStart: 30,
  /** No check-out this long after the end: the student is reminded... */
  overdueReminderMinutesAfterEnd: 30,
  /** ...and this long after, a minor's guardian and the employer are alerted, once. */
  overdueAlertMinutesAfterEnd: 60,
  /** The reminder before the first visit. */
  reminderHoursBefore: 24,
  /** A cancellation or a new time this close to the start is mailed to the other side at once. */
  shortNoticeHours: 24,
  /** An alarm found this late (the runner was down) is dropped rather than sent out of its moment. */
  alarmStaleHours: 12,
  /** The calendar event's alarm. */
  calendarAlarmMinutesBefore: 60,
} as const;

/** Visits shown and put in calendars: from this many days ago to this many days ahead. */
export const SCHEDULE_DAYS_BEFORE = 30;
export const SCHEDULE_DAYS_AHEAD = 180;

/** A check-in farther than this (plus the accuracy the device reports) is "away from the job's address". */
export const NEAR_JOB_METERS = 500;
/** A check-in's point is stored at 3 decimals: about 110 m north–south, never the exact spot. */
export const LOCATION_DECIMALS = 3;

/** Who cancelled: one side, or the job itself changed (its dates moved, it was removed). */
export type CancelledBy = 'student' | 'employer' | 'job';

export interface Cancellation {
  by: CancelledBy;
  reason: string;
  at: string;
}

/** A change to one visit, keyed by the visit's own day: moved to a new time, or cancelled. */
export type VisitChange =
  | { kind: 'moved'; date: string; startTime: string | null; endTime: string | null }
  | { kind: 'cancelled'; cancellation: Cancellation };

/** What a booking knows that its job does not: the days ever published, and each visit's changes. */
export interface BookingPlan {
  /** The first and last day ever shown for it: a day the job's dates no longer cover is cancelled. */
  publishedFrom: string;
  publishedTo: string;
  changes: Readonly<Record<string, VisitChange>>;
  /** The whole booking, cancelled by one side or with its job. */
  cancellation?: Cancellation | null;
}

export interface JobTimes {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** One visit as planned: `day` is its identity (the day it was first planned for), `date` when it is. */
export interface VisitPlan {
  day: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  moved: boolean;
  cancellation: Cancellation | null;
}

/** The days a job's dates no longer cover were cancelled by the change of dates. */
export const DATES_CHANGED = 'The job’s dates changed.';

/**
 * The visits of a booking, day by day, between `range.from` and `range.to` (inclusive): the job's days,
 * and the days once published that its dates no longer cover (cancelled, so calendars drop them).
 */
export function planVisits(
  job: JobTimes,
  booking: BookingPlan,
  range?: { from: string; to: string },
): VisitPlan[] {
  // ISO days compare as text.
  const [first] = [job.startDate, booking.publishedFrom].sort() as [string, string];
  const [, last] = [job.endDate, booking.publishedTo].sort() as [string, string];
  const from = range && range.from > first ? range.from : first;
  const to = range && range.to < last ? range.to : last;
  const visits: VisitPlan[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const inJob = day >= job.startDate && day <= job.endDate;
    const wasPublished = day >= booking.publishedFrom && day <= booking.publishedTo;
    if (!inJob && !wasPublished) continue;
    const change = booking.changes[day];
    const moved = change?.kind === 'moved' ? change : null;
    const cancellation =
      booking.cancellation ??
      (change?.kind === 'cancelled' ? change.cancellation : null) ??
      (inJob ? null : { by: 'job' as const, reason: DATES_CHANGED, at: '' });
    visits.push({
      day,
      date: moved?.date ?? day,
      startTime: moved ? moved.startTime : (job.startTime ?? null),
      endTime: moved ? moved.endTime : (job.endTime ?? null),
      moved: Boolean(moved),
      cancellation,
    });
  }
  return visits;
}

/** When a visit starts and ends: its times on its job's clock, or the whole local day without them. */
export function visitInstants(
  visit: Pick<VisitPlan, 'date' | 'startTime' | 'endTime'>,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: visit.startTime
      ? localInstant(visit.date, visit.startTime, timeZone)
      : startOfLocalDay(visit.date, timeZone),
    endsAt: visit.endTime
      ? localInstant(visit.date, visit.endTime, timeZone)
      : startOfLocalDay(addDays(visit.date, 1), timeZone),
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Check-in is open from 30 minutes before the start until the end. */
export function checkInWindow(instants: { startsAt: Date; endsAt: Date }): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(instants.startsAt.getTime() - scheduleTimings.checkInOpensMinutesBefore * MINUTE),
    closesAt: instants.endsAt,
  };
}

/** The last moment a check-out is taken. */
export const checkOutClosesAt = (endsAt: Date): Date =>
  new Date(endsAt.getTime() + scheduleTimings.checkOutHoursAfterEnd * HOUR);

/** The server's alarms of one visit, each with the moment it goes off. */
export type VisitAlarm = 'notCheckedIn' | 'overdueReminder' | 'overdueAlert';

export function alarmTimes(
  visit: Pick<VisitPlan, 'startTime'>,
  instants: { startsAt: Date; endsAt: Date },
): Record<VisitAlarm, Date | null> {
  const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);
  return {
    // A visit without a time of day has no start to be late for.
    notCheckedIn: visit.startTime
      ? at(instants.startsAt, scheduleTimings.notCheckedInMinutesAfterStart)
      : null,
    overdueReminder: at(instants.endsAt, scheduleTimings.overdueReminderMinutesAfterEnd),
    overdueAlert: at(instants.endsAt, scheduleTimings.overdueAlertMinutesAfterEnd),
  };
}

/** The reminder before the first visit. */
export const reminderTime = (startsAt: Date): Date =>
  new Date(startsAt.getTime() - scheduleTimings.reminderHoursBefore * HOUR);

/** An alarm this late is dropped (see alarmStaleHours). */
export const isStale = (dueAt: Date, now: Date): boolean =>
  now.getTime() - dueAt.getTime() > scheduleTimings.alarmStaleHours * HOUR;

/** Within the short-notice hours of a start: the other side is mailed at once. */
export const isShortNotice = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - now.getTime() < scheduleTimings.shortNoticeHours * HOUR;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMeters(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Farther than 500 m plus the accuracy the device reported: "away from the job's address". */
export function isAwayFromJob(reported: Point & { accuracy?: number | undefined }, job: Point): boolean {
  return distanceMeters(reported, job) > NEAR_JOB_METERS + (reported.accuracy ?? 0);
}

/** A point as stored: 3 decimals. */
export const roundPoint = (point: Point): Point => ({
  latitude: Number(point.latitude.toFixed(LOCATION_DECIMALS)),
  longitude: Number(point.longitude.toFixed(LOCATION_DECIMALS)),
});

/** Minutes between two instants, rounded to the nearest minute. */
export const minutesBetween = (from: Date, to: Date): number =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / MINUTE));

/** The pay due for the minutes: hours × an hourly rate, or the job's price; null when it has none. */
export function payDue(
  minutes: number,
  job: { price?: number | null; priceType: 'perHr' | 'perJob' },
): number | null {
  if (job.price === undefined || job.price === null) return null;
  if (job.priceType === 'perJob') return job.price;
  return Math.round((minutes / 60) * job.price * 100) / 100;
}

/** `2 h 5 min`, `45 min`, `3 h`. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** `$42.50`. */
export const formatMoney = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
