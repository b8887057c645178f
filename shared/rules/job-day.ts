/**
 * A job's days are its own (DESIGN §4): "today", "expired", "upcoming" and "ends before today" are read
 * on the calendar of the job's place, from its IANA time zone, never from the server's or the viewer's.
 * A job in Honolulu that ends today is still listed at 9 pm Honolulu time, when it is already tomorrow
 * in UTC. One rule, used by the functions (listing, index keys, refusals) and by the web (badges).
 */

/** Used only when a job carries no zone (never for jobs written through the job-state module). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD` of a moment on the calendar of `timeZone`. */
export function localDay(timeZone: string, now: Date = new Date()): string {
  return dayFormatter(timeZone).format(now);
}

/** True for a zone name Intl knows (`America/Chicago`); false for anything else. */
export function isTimeZone(value: string): boolean {
  try {
    dayFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/** `2026-11-30` + n days, on the calendar (no clock involved). */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Minutes `timeZone` is ahead of UTC at `instant` (negative in the Americas). */
function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant local midnight starts `isoDay` in `timeZone` (DST-safe: re-checked after one step). */
export function startOfLocalDay(isoDay: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${isoDay}T00:00:00Z`);
  let guess = utcMidnight - offsetMinutes(timeZone, new Date(utcMidnight)) * 60_000;
  guess = utcMidnight - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  return new Date(guess);
}

/**
 * The instant a job stops being listable: the end of its end day (local midnight after it). Stored as
 * ISO text (`endsAt`), it compares correctly as a string in index keys and conditions.
 */
export function endsAtInstant(endDate: string, timeZone: string): string {
  return startOfLocalDay(addDays(endDate, 1), timeZone).toISOString();
}

export interface JobDays {
  startDate: string;
  endDate: string;
  timeZone?: string;
}

/** The job's own today. */
export function jobToday(job: Pick<JobDays, 'timeZone'>, now: Date = new Date()): string {
  return localDay(job.timeZone ?? DEFAULT_TIME_ZONE, now);
}

/** Its end day is over on its own calendar. */
export function hasEnded(job: Pick<JobDays, 'endDate' | 'timeZone'>, now: Date = new Date()): boolean {
  return job.endDate < jobToday(job, now);
}

/** Its start day has not come yet on its own calendar. */
export function isUpcoming(job: Pick<JobDays, 'startDate' | 'timeZone'>, now: Date = new Date()): boolean {
  return job.startDate > jobToday(job, now);
}
