import { proposeNewTime as contract } from '../../../shared/contracts/schedule';
import { ageOf } from '../../../shared/rules/age';
import { visitInstants } from '../../../shared/rules/schedule';
import { hoursRulesApply } from '../../../shared/rules/young-teen-rules';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import { plannedVisits } from '../booking-state';
import { toBookingView } from '../booking-view';
import { changeBooking } from '../change-booking';
import type { StoredProposal } from '../entities/bookings';
import { peopleOf, scheduleMail, visitWhen } from '../schedule-mail';
import { assertSpanFits } from '../teen-hours';

/**
 * POST /applications/{id}/reschedule (the hired student or the employer): proposes a new date and
 * time for one visit that has not started. It changes nothing until the other side accepts and, for a
 * 13–15-year-old, their guardian approves; for such a teen the new time is checked against the rules
 * on hours now and again when it applies.
 */
export const proposeNewTime = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    const { loaded: first, viewer } = await bookingForCaller(caller, params.id, ['student', 'employer']);
    const by = viewer as 'student' | 'employer';
    const people = await peopleOf(first.booking);
    const youngTeen = hoursRulesApply(people.studentRecord ? ageOf(people.studentRecord, now) : null);
    const newTimes = { date: body.newDate, startTime: body.startTime ?? null, endTime: body.endTime ?? null };
    if (visitInstants(newTimes, first.job.timeZone).startsAt <= now) {
      throw badRequest('Please choose a time that is still ahead.', {
        newDate: 'Please choose a time that is still ahead.',
      });
    }
    const changed = await changeBooking(params.id, async (loaded) => {
      if (loaded.booking.cancellation) throw conflict(scheduleMessages.alreadyCancelled, 'ALREADY_CANCELLED');
      if (loaded.booking.proposal) throw conflict(scheduleMessages.proposalWaiting, 'PROPOSAL_WAITING');
      const visit = plannedVisits(loaded).find((v) => v.day === body.date);
      if (!visit) throw notFound(scheduleMessages.visitNotFound, 'VISIT_NOT_FOUND');
      if (visit.cancellation) throw conflict(scheduleMessages.alreadyCancelled, 'ALREADY_CANCELLED');
      if (visit.startsAt <= now)
        throw conflict(scheduleMessages.cancelPast.replace('cancelled', 'moved'), 'VISIT_STARTED');
      await assertSpanFits(youngTeen ? people.studentRecord : undefined, newTimes, now, {
        applicationId: loaded.booking.applicationId,
        day: visit.day,
      });
      const other = by === 'student' ? 'employer' : 'student';
      const proposal: StoredProposal = {
        day: visit.day,
        ...newTimes,
        proposedBy: by,
        proposedAt: now.toISOString(),
        agreed: [by],
        needed: [by, other, ...(youngTeen && people.guardian ? (['guardian'] as const) : [])],
      };
      return { proposal, updatedAt: now.toISOString() };
    });
    if (!changed?.booking.proposal) throw conflict(scheduleMessages.proposalWaiting, 'PROPOSAL_WAITING');
    const proposal = changed.booking.proposal;
    const visit = plannedVisits(changed).find((v) => v.day === proposal.day);
    if (visit) {
      const name = by === 'student' ? changed.booking.studentFirstName : changed.booking.employerFirstName;
      const readers = [by === 'student' ? people.employer : people.student, people.guardian];
      const newWhen = visitWhen(
        { ...newTimes, ...visitInstants(newTimes, changed.job.timeZone) },
        changed.job.timeZone,
      );
      await scheduleMail.bookingChange(
        `proposal-${proposal.proposedAt}`,
        { loaded: changed, visit },
        readers,
        {
          summary: `${name} proposed a new time for a visit`,
          message: proposal.needed.includes('guardian')
            ? 'It changes once the other side accepts it and the parent or guardian approves it. Answer on the schedule.'
            : 'It changes once the other side accepts it. Answer on the schedule.',
          note: `New time: ${newWhen}`,
        },
      );
    }
    return { body: { message: scheduleMessages.proposalSent, booking: toBookingView(changed, by) } };
  },
});
