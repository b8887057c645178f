import { addDays, viewerTimeZone } from '@shared/rules/job-day';
import { formatTimeOfDay } from '@shared/rules/job-hours';
import type { Visit } from '@shared/schemas/schedule';

/*
 * How a visit's time reads: on its job's clock (where the work is), and on the viewer's when theirs
 * is another zone. Days are the job's own (YYYY-MM-DD on its calendar).
 */

const zoneName = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

const clock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(instant)
    .replace(':00', '')
    .replace(' AM', ' am')
    .replace(' PM', ' pm');

/** `3:30 pm – 5 pm CDT` (the job's clock), or `All day`. */
export function visitHours(visit: Pick<Visit, 'startTime' | 'endTime' | 'startsAt' | 'timeZone'>): string {
  if (!visit.startTime || !visit.endTime) return 'All day';
  return `${formatTimeOfDay(visit.startTime)} – ${formatTimeOfDay(visit.endTime)} ${zoneName(new Date(visit.startsAt), visit.timeZone)}`;
}

/** `4:30 pm – 6 pm your time`, when the viewer's zone is not the job's; null otherwise. */
export function viewerHours(
  visit: Pick<Visit, 'startTime' | 'startsAt' | 'endsAt' | 'timeZone'>,
): string | null {
  const mine = viewerTimeZone();
  if (!visit.startTime || mine === visit.timeZone) return null;
  const start = new Date(visit.startsAt);
  if (zoneName(start, mine) === zoneName(start, visit.timeZone)) return null;
  return `${clock(start, mine)} – ${clock(new Date(visit.endsAt), mine)} your time`;
}

/** `3:02 pm` of a moment, on the job's clock. */
export const momentAt = (iso: string, timeZone: string) => clock(new Date(iso), timeZone);

/** `Today`, `Tomorrow`, `Yesterday` or `Tuesday, June 2` for a job's day, against its today. */
export function dayHeading(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  if (date === addDays(today, -1)) return 'Yesterday';
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The job's today, from the server's now: `YYYY-MM-DD` on its calendar. */
export function todayIn(timeZone: string, nowIso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowIso));
}

/** What a visit's state reads as, for the person looking. */
export const visitStatusLabels: Record<Visit['status'], string> = {
  upcoming: 'Upcoming',
  open: 'Check-in open',
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  confirmed: 'Hours confirmed',
  missed: 'No check-in',
  cancelled: 'Cancelled',
};
