/**
 * A job's days are its own (DESIGN §4): "today", "expired", "upcoming" and "ends before today" are read
 * on the calendar of the job's place, from its IANA time zone, never from the server's or the viewer's.
 * A job in Honolulu that ends today is still listed at 9 pm Honolulu time, when it is already tomorrow
 * in UTC. One rule, used by the functions (listing, index keys, refusals) and by the web (badges).
 */

/** Used only when a job carries no zone (never for jobs written through the job-state module). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** One formatter per zone and use, made on first need: making one is the costly part. */
function formatterCache(locale: string, options: Intl.DateTimeFormatOptions) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let formatter = made.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, formatter);
    }
    return formatter;
  };
}

// en-CA formats as YYYY-MM-DD. Marked pure: a bundle that imports this file and uses neither leaves them out.
const dayFormatter = /* @__PURE__ */ formatterCache('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormatter = /* @__PURE__ */ formatterCache('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** `YYYY-MM-DD` of a moment on the calendar of `timeZone`. */
export function localDay(timeZone: string, now: Date = new Date()): string {
  return dayFormatter(timeZone).format(now);
}

/**
 * The viewer's own time zone (the browser's), read once: making a formatter is the costly part, and a
 * list labels every row.
 */
let viewerZone: string | undefined;
export function viewerTimeZone(): string {
  viewerZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return viewerZone;
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
export function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = offsetFormatter(timeZone).formatToParts(instant);
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
 * The instant a local clock time `HH:MM` occurs on `isoDay` in `timeZone` (a visit's start or end),
 * DST-safe as startOfLocalDay: the offset is read at the instant itself, then checked once more. A time
 * that a spring-forward skips comes out one hour later, as a clock set forward would show it.
 */
export function localInstant(isoDay: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${isoDay}T${time}:00Z`);
  let guess = wall - offsetMinutes(timeZone, new Date(wall)) * 60_000;
  guess = wall - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  return new Date(guess);
}

/** `HH:MM` of a moment on the clock of `timeZone`. */
export function localTime(timeZone: string, instant: Date): string {
  const local = new Date(instant.getTime() + offsetMinutes(timeZone, instant) * 60_000);
  return local.toISOString().slice(11, 16);
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

/**
 * The hours each US zone can be from UTC, in standard and in daylight time (checked against Intl over
 * whole years in job-day.test.ts). Any other zone may be anywhere from UTC−12 to UTC+14.
 */
export const usZoneOffsets: Readonly<Record<string, readonly [earliest: number, latest: number]>> = {
  'America/New_York': [-5, -4],
  'America/Detroit': [-5, -4],
  'America/Kentucky/Louisville': [-5, -4],
  'America/Kentucky/Monticello': [-5, -4],
  'America/Indiana/Indianapolis': [-5, -4],
  'America/Indiana/Marengo': [-5, -4],
  'America/Indiana/Petersburg': [-5, -4],
  'America/Indiana/Vevay': [-5, -4],
  'America/Indiana/Vincennes': [-5, -4],
  'America/Indiana/Winamac': [-5, -4],
  'America/Chicago': [-6, -5],
  'America/Indiana/Knox': [-6, -5],
  'America/Indiana/Tell_City': [-6, -5],
  'America/Menominee': [-6, -5],
  'America/North_Dakota/Beulah': [-6, -5],
  'America/North_Dakota/Center': [-6, -5],
  'America/North_Dakota/New_Salem': [-6, -5],
  'America/Denver': [-7, -6],
  'America/Boise': [-7, -6],
  'America/Phoenix': [-7, -7],
  'America/Los_Angeles': [-8, -7],
  'America/Anchorage': [-9, -8],
  'America/Juneau': [-9, -8],
  'America/Sitka': [-9, -8],
  'America/Yakutat': [-9, -8],
  'America/Nome': [-9, -8],
  'America/Metlakatla': [-9, -8],
  'America/Adak': [-10, -9],
  'Pacific/Honolulu': [-10, -10],
  'America/Puerto_Rico': [-4, -4],
};
const ANY_ZONE = [-12, 14] as const;
const HOUR_MS = 3_600_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `day` against the job's own today: -1 before it, 0 on it, 1 after it. When every offset its zone can
 * have puts `now` on one day, that day is today, read from UTC alone; only the hour around its local
 * midnight asks the zone. On a page of job cards that is most often no `Intl` at all, and a page's
 * first `Intl` object costs 20–130 ms of main thread on a phone-class CPU (Total Blocking
 * Time).
 */
function compareToJobToday(day: string, job: Pick<JobDays, 'timeZone'>, now: Date): -1 | 0 | 1 {
  const timeZone = job.timeZone ?? DEFAULT_TIME_ZONE;
  const [earliest, latest] = usZoneOffsets[timeZone] ?? ANY_ZONE;
  const first = utcDay(now.getTime() + earliest * HOUR_MS);
  const last = utcDay(now.getTime() + latest * HOUR_MS);
  if (day < first) return -1;
  if (day > last) return 1;
  const today = first === last ? first : localDay(timeZone, now);
  return day < today ? -1 : day > today ? 1 : 0;
}

/** Its end day is over on its own calendar. */
export function hasEnded(job: Pick<JobDays, 'endDate' | 'timeZone'>, now: Date = new Date()): boolean {
  return compareToJobToday(job.endDate, job, now) < 0;
}

/** Its start day has not come yet on its own calendar. */
export function isUpcoming(job: Pick<JobDays, 'startDate' | 'timeZone'>, now: Date = new Date()): boolean {
  return compareToJobToday(job.startDate, job, now) > 0;
}
