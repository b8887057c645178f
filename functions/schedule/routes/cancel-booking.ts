import { cancelBooking as contract } from '../../../shared/contracts/schedule';
import { type Cancellation, isShortNotice } from '../../../shared/rules/schedule';
import { dayLabel } from '../../../shared/rules/young-teen-rules';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { conflict, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import { activeVisits, plannedVisits } from '../booking-state';
import { toBookingView } from '../booking-view';
import { changeBooking } from '../change-booking';
import { dueFields } from '../due';
import { otherSide, peopleOf, scheduleMail } from '../schedule-mail';

/**
 * POST /applications/{id}/cancel (the hired student or the employer): one visit (`date`, its day)
 * or, without it, the rest of the job, with a reason. The calendar follows (STATUS:CANCELLED, a higher
 * SEQUENCE). Inside 24 hours of the start, the other side and a minor's guardian are told at once.
 */
export const cancelBooking = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    const { viewer } = await bookingForCaller(caller, params.id, ['student', 'employer']);
    const by = viewer as 'student' | 'employer';
    const cancellation: Cancellation = { by, reason: body.reason, at: now.toISOString() };
    const changed = await changeBooking(params.id, (loaded) => {
      if (loaded.booking.cancellation) throw conflict(scheduleMessages.alreadyCancelled, 'ALREADY_CANCELLED');
      const base = { sequence: loaded.booking.sequence + 1, updatedAt: now.toISOString() };
      if (body.date === undefined) {
        if (!activeVisits(plannedVisits(loaded)).some((visit) => visit.startsAt > now)) {
          throw conflict(scheduleMessages.cancelPast, 'CANCEL_PAST');
        }
        return { ...base, cancellation, proposal: undefined, dueAt: undefined, dueShard: undefined };
      }
      const visit = plannedVisits(loaded).find((v) => v.day === body.date);
      if (!visit) throw notFound(scheduleMessages.visitNotFound, 'VISIT_NOT_FOUND');
      if (visit.cancellation) throw conflict(scheduleMessages.alreadyCancelled, 'ALREADY_CANCELLED');
      if (visit.startsAt <= now) throw conflict(scheduleMessages.cancelPast, 'CANCEL_PAST');
      const changes = {
        ...loaded.booking.changes,
        [visit.day]: { kind: 'cancelled' as const, cancellation },
      };
      const proposal = loaded.booking.proposal?.day === visit.day ? undefined : loaded.booking.proposal;
      const plan = { ...loaded, booking: { ...loaded.booking, changes } };
      return { ...base, changes, proposal, ...dueFields(plan, now) };
    });
    if (!changed) throw conflict(scheduleMessages.alreadyCancelled, 'ALREADY_CANCELLED');

    // The visit the cancellation reaches first: the one named, or the next one of the job.
    const visits = plannedVisits(changed);
    const first =
      body.date === undefined
        ? visits
            .filter((visit) => visit.startsAt > now)
            .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]
        : visits.find((visit) => visit.day === body.date);
    if (first && isShortNotice(first.startsAt, now)) {
      const people = await peopleOf(changed.booking);
      const name = by === 'student' ? changed.booking.studentFirstName : changed.booking.employerFirstName;
      await scheduleMail.bookingChange(
        body.date === undefined ? 'cancel-job' : 'cancel-visit',
        { loaded: changed, visit: first },
        otherSide(people, by),
        {
          summary:
            body.date === undefined
              ? `${name} cancelled the rest of the job`
              : `${name} cancelled the visit of ${dayLabel(first.date)}`,
          message: 'It was less than a day away, so we are telling you at once. Your calendar follows.',
          note: body.reason,
        },
      );
    }
    return {
      body: {
        message:
          body.date === undefined ? scheduleMessages.bookingCancelled : scheduleMessages.visitCancelled,
        booking: toBookingView(changed, by),
      },
    };
  },
});
