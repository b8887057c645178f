import { confirmHours as contract } from '../../../shared/contracts/schedule';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { conflict, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import {
  activeVisits,
  type LoadedBooking,
  lastVisit,
  type PlannedVisit,
  plannedVisits,
} from '../booking-state';
import { toVisitView } from '../booking-view';
import { bookings, visitKey } from '../entities/bookings';
import { peopleOf, scheduleMail } from '../schedule-mail';

const ATTEMPTS = 3;

/** The visit the minutes are for: the one of `date` (its day), else the latest started one to confirm. */
function visitToConfirm(loaded: LoadedBooking, date: string | undefined, now: Date): PlannedVisit {
  const visits = activeVisits(plannedVisits(loaded)).filter((visit) => visit.startsAt <= now);
  if (date !== undefined) {
    const all = plannedVisits(loaded);
    const chosen = all.find((visit) => visit.day === date) ?? all.find((visit) => visit.date === date);
    if (!chosen) throw notFound(scheduleMessages.visitNotFound, 'VISIT_NOT_FOUND');
    if (chosen.cancellation) throw conflict(scheduleMessages.alreadyCancelled, 'VISIT_CANCELLED');
    if (chosen.startsAt > now) throw conflict(scheduleMessages.hoursNotYet, 'HOURS_NOT_YET');
    return chosen;
  }
  const unconfirmed = visits.filter((visit) => visit.record?.confirmedMinutes === undefined);
  const pick =
    unconfirmed.filter((visit) => visit.record?.checkedOutAt).at(-1) ?? unconfirmed.at(-1) ?? visits.at(-1);
  if (!pick) throw conflict(scheduleMessages.hoursNotYet, 'HOURS_NOT_YET');
  return pick;
}

/**
 * POST /applications/{id}/hours (the employer): confirms the minutes of a visit, or corrects them
 * (the student and a minor's guardian are told). Confirming the last visit completes the job: the
 * booking's `completedAt`, its completion state.
 */
export const confirmHours = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { loaded } = await bookingForCaller(caller, params.id, ['employer']);
      if (loaded.booking.cancellation) throw conflict(scheduleMessages.alreadyCancelled, 'BOOKING_CANCELLED');
      const visit = visitToConfirm(loaded, body.date, now);
      if (visit.record?.confirmedMinutes === body.minutes) {
        // The same minutes again (a double click): nothing to write, nobody to tell.
        return {
          body: {
            message: scheduleMessages.hoursConfirmed,
            visit: toVisitView(loaded, visit, 'employer', now),
          },
        };
      }
      const last = lastVisit(loaded);
      const completes = last?.day === visit.day && !loaded.booking.completedAt;
      const written = await bookings.confirmHours(
        loaded.booking,
        { day: visit.day, confirmedMinutes: visit.record?.confirmedMinutes },
        body.minutes,
        completes ? now.toISOString() : null,
        now.toISOString(),
      );
      if (!written.ok) continue;
      const record = {
        ...(visit.record ?? visitKey(loaded.booking.applicationId, visit.day)),
        day: visit.day,
        confirmedMinutes: body.minutes,
        confirmedAt: now.toISOString(),
      };
      const confirmed = { ...visit, record };
      const updated = { ...loaded, booking: written.value };
      const recorded = visit.record?.minutes;
      const corrected = recorded !== undefined && recorded !== body.minutes;
      if (corrected) {
        const people = await peopleOf(loaded.booking);
        await scheduleMail.hoursCorrected(
          { loaded: updated, visit: confirmed },
          people,
          recorded,
          body.minutes,
        );
      }
      return {
        body: {
          message: corrected ? scheduleMessages.hoursCorrected : scheduleMessages.hoursConfirmed,
          visit: toVisitView(updated, confirmed, 'employer', now),
        },
      };
    }
    throw conflict('These hours are being changed elsewhere. Please reload and try again.', 'HOURS_BUSY');
  },
});
