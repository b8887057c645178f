import { localTime } from '../../shared/rules/job-day';
import { checkInWindow, isAwayFromJob, roundPoint } from '../../shared/rules/schedule';
import { type LocationBody, scheduleMessages, type Visit } from '../../shared/schemas/schedule';
import { conflict } from '../lib/errors';
import { type LoadedBooking, plannedVisits, scheduleRange, visitOpenForCheckIn } from './booking-state';
import { toVisitView } from './booking-view';
import { bookings } from './entities/bookings';
import { clockAt, peopleOf, scheduleMail } from './schedule-mail';
import { assertSpanFits } from './teen-hours';

/*
 * A check-in, by the hired student or recorded by the employer: one conditional write on the visit
 * (the first check-in counts; fifty at once give one), then the mails: a minor's guardian hears of it,
 * the student hears of an arrival the employer recorded, and whoever the "not checked in" alarm
 * reached hears the all clear.
 */

/** The location as stored: rounded, and the accuracy the device reported (whole metres). */
export function storedPoint(body: LocationBody) {
  if (body.latitude === undefined || body.longitude === undefined) return undefined;
  return {
    ...roundPoint({ latitude: body.latitude, longitude: body.longitude }),
    ...(body.accuracy === undefined ? {} : { accuracy: Math.round(body.accuracy) }),
  };
}

export async function recordCheckIn(
  loaded: LoadedBooking,
  now: Date,
  by: 'student' | 'employer',
  body: LocationBody,
): Promise<Visit> {
  const viewer = by;
  if (loaded.booking.cancellation) throw conflict(scheduleMessages.alreadyCancelled, 'BOOKING_CANCELLED');
  const visits = plannedVisits(loaded, scheduleRange(loaded.job, now));
  const visit = visitOpenForCheckIn(visits, now);
  if (!visit) {
    const already = visits.find((v) => v.record?.checkedInAt && !v.record.checkedOutAt && now < v.endsAt);
    if (already) {
      throw conflict(
        by === 'student' ? scheduleMessages.alreadyCheckedIn : scheduleMessages.alreadyArrived,
        'ALREADY_CHECKED_IN',
      );
    }
    const next = visits.find((v) => !v.cancellation && checkInWindow(v).opensAt > now);
    throw conflict(
      next
        ? `${scheduleMessages.checkInNotOpen} The next one opens at ${clockAt(checkInWindow(next).opensAt, loaded.job.timeZone)} on ${next.date}.`
        : scheduleMessages.noVisitToday,
      'CHECK_IN_NOT_OPEN',
    );
  }
  // A young teen's hours are judged from this moment to the visit's planned end.
  const people = await peopleOf(loaded.booking);
  const from = localTime(loaded.job.timeZone, now);
  await assertSpanFits(
    people.studentRecord,
    {
      date: visit.date,
      startTime: visit.startTime && visit.startTime > from ? visit.startTime : from,
      endTime: visit.endTime,
    },
    now,
    { applicationId: loaded.booking.applicationId, day: visit.day },
  );
  const point = storedPoint(body);
  const written = await bookings.checkIn(loaded.booking.applicationId, visit.day, {
    checkedInAt: now.toISOString(),
    checkedInBy: by,
    ...(point
      ? {
          checkInPoint: point,
          awayFromJob: isAwayFromJob(
            {
              latitude: body.latitude as number,
              longitude: body.longitude as number,
              accuracy: body.accuracy,
            },
            loaded.job.address,
          ),
        }
      : {}),
  });
  if (!written.ok) {
    throw conflict(
      by === 'student' ? scheduleMessages.alreadyCheckedIn : scheduleMessages.alreadyArrived,
      'ALREADY_CHECKED_IN',
    );
  }
  const checkedIn = { ...visit, record: written.value };
  const context = { loaded, visit: checkedIn };
  await scheduleMail.checkedIn(context, people);
  if (written.value.notCheckedInSentAt) {
    await scheduleMail.allClear(context, people, { employer: true, guardian: false }, 'in');
  }
  return toVisitView(loaded, checkedIn, viewer, now);
}
