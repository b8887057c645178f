import { checkInWindow, checkOutClosesAt, payDue } from '../../shared/rules/schedule';
import type { BookingSummary } from '../../shared/schemas/booking-summary';
import type { Booking, ViewerRole, Visit } from '../../shared/schemas/schedule';
import { formatFullAddress } from '../jobs/index';
import { type LoadedBooking, type PlannedVisit, plannedVisits, visitStatus } from './booking-state';

/*
 * What a viewer is shown of a booking: each visit with what they may do now, and the booking's
 * timesheet heading. The street address goes to the hired student and the employer; a guardian reads
 * it too on the schedule (as on the family page), but calendars give a guardian the town only.
 */

/** The street for those who may have it; the town for everyone. */
export function placeFor(loaded: Pick<LoadedBooking, 'job'>, viewer: ViewerRole | 'calendar-guardian') {
  const { address } = loaded.job;
  return {
    street: viewer === 'calendar-guardian' ? null : formatFullAddress(address),
    city: address.city,
    state: address.state,
  };
}

/** The application's conversation, where one exists: filled by the conversations feature, not here. */
const conversationPath = (_applicationId: string): string | null => null;

export function toVisitView(
  loaded: LoadedBooking,
  visit: PlannedVisit,
  viewer: ViewerRole,
  now: Date,
): Visit {
  const { booking, job } = loaded;
  const status = visitStatus(visit, now);
  const record = visit.record;
  const live = !booking.cancellation && !visit.cancellation;
  const notStarted = now < visit.startsAt;
  const party = viewer === 'student' || viewer === 'employer';
  return {
    applicationId: booking.applicationId,
    jobId: booking.jobId,
    title: booking.jobTitle,
    day: visit.day,
    date: visit.date,
    startTime: visit.startTime,
    endTime: visit.endTime,
    timeZone: job.timeZone,
    startsAt: visit.startsAt.toISOString(),
    endsAt: visit.endsAt.toISOString(),
    checkInOpensAt: checkInWindow(visit).opensAt.toISOString(),
    status,
    checkedInAt: record?.checkedInAt ?? null,
    checkedInBy: record?.checkedInBy ?? null,
    awayFromJob: record?.checkInPoint ? (record.awayFromJob ?? false) : null,
    checkedOutAt: record?.checkedOutAt ?? null,
    minutes: record?.minutes ?? null,
    confirmedMinutes: record?.confirmedMinutes ?? null,
    cancellation: visit.cancellation,
    moved: visit.moved,
    place: placeFor(loaded, viewer),
    studentId: booking.studentId,
    studentFirstName: booking.studentFirstName,
    employerFirstName: booking.employerFirstName,
    viewer,
    actions: {
      checkIn: viewer === 'student' && status === 'open',
      checkOut: viewer === 'student' && status === 'checkedIn' && now < checkOutClosesAt(visit.endsAt),
      recordArrival: viewer === 'employer' && status === 'open',
      // Once the student checked out, or the visit is over (a check-out forgotten, or none at all).
      confirmHours: viewer === 'employer' && live && (Boolean(record?.checkedOutAt) || now >= visit.endsAt),
      cancel: party && live && notStarted,
      proposeNewTime: party && live && notStarted && !booking.proposal,
    },
    conversationPath: conversationPath(booking.applicationId),
  };
}

/** The booking in one line: its completion state, hours and pay (also on the accepted application). */
export function bookingSummary(loaded: LoadedBooking): BookingSummary {
  const { booking, job } = loaded;
  let unconfirmedMinutes = 0;
  for (const record of loaded.visits.values()) {
    if (record.confirmedMinutes === undefined && record.minutes !== undefined)
      unconfirmedMinutes += record.minutes;
  }
  return {
    state: booking.cancellation ? 'cancelled' : booking.completedAt ? 'completed' : 'booked',
    confirmedMinutes: booking.confirmedMinutes,
    unconfirmedMinutes,
    payDue: payDue(booking.confirmedMinutes, job),
    completedAt: booking.completedAt ?? null,
  };
}

export function toBookingView(loaded: LoadedBooking, viewer: ViewerRole): Booking {
  const { booking, job } = loaded;
  const proposal = booking.proposal;
  return {
    applicationId: booking.applicationId,
    jobId: booking.jobId,
    title: booking.jobTitle,
    studentFirstName: booking.studentFirstName,
    employerFirstName: booking.employerFirstName,
    studentIsMinor: booking.isMinor,
    startDate: job.startDate,
    endDate: job.endDate,
    startTime: job.startTime ?? null,
    endTime: job.endTime ?? null,
    timeZone: job.timeZone,
    price: job.price ?? null,
    priceType: job.priceType,
    summary: bookingSummary(loaded),
    cancellation: booking.cancellation ?? null,
    proposal: proposal
      ? {
          day: proposal.day,
          date: proposal.date,
          startTime: proposal.startTime,
          endTime: proposal.endTime,
          proposedBy: proposal.proposedBy,
          proposedAt: proposal.proposedAt,
          waitingFor: proposal.needed.filter((who) => !proposal.agreed.includes(who)),
        }
      : null,
    viewer,
    conversationPath: conversationPath(booking.applicationId),
  };
}

/** Every visit of a booking in its range, as the viewer sees it. */
export function visitViews(
  loaded: LoadedBooking,
  viewer: ViewerRole,
  now: Date,
  range: { from: string; to: string },
): Visit[] {
  return plannedVisits(loaded, range).map((visit) => toVisitView(loaded, visit, viewer, now));
}
