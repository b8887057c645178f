import { answerNewTime as contract } from '../../../shared/contracts/schedule';
import { visitInstants } from '../../../shared/rules/schedule';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { conflict } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import { plannedVisits } from '../booking-state';
import { toBookingView } from '../booking-view';
import { changeBooking } from '../change-booking';
import { dueFields } from '../due';
import type { BookingItem } from '../entities/bookings';
import { peopleOf, scheduleMail, visitWhen } from '../schedule-mail';
import { assertSpanFits } from '../teen-hours';

/**
 * POST /applications/{id}/reschedule/answer: the other side accepts or declines a new time, and a
 * 13–15-year-old's guardian approves or declines it. Once everyone needed has agreed the visit moves
 * (the calendar's SEQUENCE rises, the alarms follow); one decline ends the proposal.
 */
export const answerNewTime = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    const { loaded: first, viewer } = await bookingForCaller(caller, params.id);
    const people = await peopleOf(first.booking);
    const answer: { outcome: 'declined' | 'agreed' | 'applied' } = { outcome: 'declined' };
    const proposalRead = first.booking.proposal;
    const changed = await changeBooking(
      params.id,
      async (loaded) => {
        const proposal = loaded.booking.proposal;
        if (!proposal?.needed.includes(viewer) || proposal.agreed.includes(viewer)) {
          throw conflict(scheduleMessages.noProposal, 'NO_PROPOSAL');
        }
        const base = { updatedAt: now.toISOString() };
        if (!body.accept) {
          answer.outcome = 'declined';
          return { ...base, proposal: undefined };
        }
        const agreed = [...proposal.agreed, viewer];
        if (!proposal.needed.every((who) => agreed.includes(who))) {
          answer.outcome = 'agreed';
          return { ...base, proposal: { ...proposal, agreed } };
        }
        // Everyone agreed: the visit moves, checked once more against the hours rules as they are now.
        const moved = { date: proposal.date, startTime: proposal.startTime, endTime: proposal.endTime };
        if (visitInstants(moved, loaded.job.timeZone).startsAt <= now) {
          throw conflict('That new time has passed. Propose another one.', 'PROPOSAL_PASSED');
        }
        await assertSpanFits(people.studentRecord, moved, now, {
          applicationId: loaded.booking.applicationId,
          day: proposal.day,
        });
        answer.outcome = 'applied';
        const changes: BookingItem['changes'] = {
          ...loaded.booking.changes,
          [proposal.day]: { kind: 'moved', ...moved },
        };
        const plan = { ...loaded, booking: { ...loaded.booking, changes } };
        return {
          ...base,
          changes,
          proposal: undefined,
          sequence: loaded.booking.sequence + 1,
          ...dueFields(plan, now),
        };
      },
      { hours: true },
    );
    if (!changed || !proposalRead) throw conflict(scheduleMessages.noProposal, 'NO_PROPOSAL');

    const { outcome } = answer;
    const visit = plannedVisits(changed).find((v) => v.day === proposalRead.day);
    if (visit && outcome !== 'agreed') {
      const newTimes = {
        date: proposalRead.date,
        startTime: proposalRead.startTime,
        endTime: proposalRead.endTime,
      };
      const newWhen = visitWhen(
        { ...newTimes, ...visitInstants(newTimes, changed.job.timeZone) },
        changed.job.timeZone,
      );
      const proposer = proposalRead.proposedBy === 'student' ? people.student : people.employer;
      const others = [people.student, people.employer, people.guardian].filter(
        (reader) => reader && reader.as !== viewer,
      );
      await scheduleMail.bookingChange(
        `answer-${proposalRead.proposedAt}-${outcome}`,
        { loaded: changed, visit },
        outcome === 'applied'
          ? others
          : [proposer, people.guardian].filter((reader) => reader?.as !== viewer),
        {
          summary: outcome === 'applied' ? 'A visit moved to a new time' : 'The new time was declined',
          message:
            outcome === 'applied'
              ? 'Everyone agreed, so the visit moved. Your calendar follows.'
              : 'The visit stays at its time.',
          note: `Proposed: ${newWhen}`,
        },
      );
    }
    const message =
      outcome === 'applied'
        ? scheduleMessages.proposalAccepted
        : outcome === 'agreed'
          ? scheduleMessages.proposalApproved
          : scheduleMessages.proposalDeclined;
    return { body: { message, booking: toBookingView(changed, viewer) } };
  },
});
