import ical, { ICalAlarmType, ICalEventStatus } from 'ical-generator';
import { scheduleTimings } from '../../shared/rules/schedule';
import type { ViewerRole } from '../../shared/schemas/schedule';
import { scheduleUrl } from '../lib/app-links';
import { type LoadedBooking, type PlannedVisit, plannedVisits, scheduleRange } from './booking-state';
import { placeFor } from './booking-view';

/*
 * Calendars (RFC 5545) of accepted jobs, built with ical-generator (escaping, 75-octet folding, CRLF):
 * one event per visit, whose UID is the application and the visit's own day and never changes;
 * DTSTAMP the booking's last change; SEQUENCE the booking's, which rises with every change of a date,
 * a time or the job's days; STATUS:CANCELLED (with that higher SEQUENCE) for a visit cancelled, moved
 * out of the job's days, or of a job removed or cancelled, so calendar apps drop it; times in UTC (no
 * VTIMEZONE needed), or a DATE for a visit without a time of day; a VALARM an hour before. The street
 * address only in the hired student's and the employer's copies.
 */

const PRODUCT = { company: 'Neighbourhood Jobs', product: 'Schedule', language: 'EN' } as const;
/** The domain part of every UID: ours, so no other calendar's event can collide with one. */
const UID_DOMAIN = 'schedule.neighbourhood-jobs';

export const visitUid = (applicationId: string, day: string) => `${applicationId}-${day}@${UID_DOMAIN}`;

export interface CalendarEntry {
  loaded: LoadedBooking;
  viewer: ViewerRole;
  /** Only these days (one visit's file); all in range otherwise. */
  day?: string;
}

function describe(entry: CalendarEntry, visit: PlannedVisit): string {
  const { booking } = entry.loaded;
  const other =
    entry.viewer === 'employer'
      ? `${booking.studentFirstName}, the student you hired`
      : entry.viewer === 'student'
        ? `${booking.employerFirstName}, who hired you`
        : `${booking.studentFirstName} works for ${booking.employerFirstName}`;
  const lines = [
    other,
    visit.cancellation ? `Cancelled: ${visit.cancellation.reason}` : 'Check in and out on the schedule.',
    scheduleUrl(booking.applicationId),
  ];
  return lines.join('\n');
}

/** One calendar of the entries' visits (each entry as its viewer may see it). */
export function calendarOf(entries: readonly CalendarEntry[], name: string, now: Date): string {
  const calendar = ical({ name, prodId: PRODUCT });
  for (const entry of entries) {
    const { booking, job } = entry.loaded;
    const place = placeFor(entry.loaded, entry.viewer === 'guardian' ? 'calendar-guardian' : entry.viewer);
    const location = place.street ?? `${place.city}, ${place.state}`;
    const visits = plannedVisits(entry.loaded, scheduleRange(job, now)).filter(
      (visit) => entry.day === undefined || visit.day === entry.day,
    );
    for (const visit of visits) {
      const cancelled = Boolean(visit.cancellation);
      const whole = !visit.startTime || !visit.endTime;
      calendar.createEvent({
        id: visitUid(booking.applicationId, visit.day),
        sequence: booking.sequence,
        stamp: new Date(booking.updatedAt),
        // A visit without a time of day is an all-day event on its own date.
        start: whole ? new Date(`${visit.date}T12:00:00Z`) : visit.startsAt,
        ...(whole ? { allDay: true } : { end: visit.endsAt }),
        summary: booking.jobTitle,
        description: describe(entry, visit),
        location,
        url: scheduleUrl(booking.applicationId),
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        alarms: cancelled
          ? []
          : [{ type: ICalAlarmType.display, trigger: scheduleTimings.calendarAlarmMinutesBefore * 60 }],
      });
    }
  }
  return calendar.toString();
}

/** The reply of a calendar file: text/calendar, as a download (a feed is read in place). */
export function calendarReply(text: string, filename: string | null) {
  return {
    text,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      ...(filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {}),
    },
  };
}
