import { checkOut as contract } from '../../../shared/contracts/schedule';
import { minutesBetween } from '../../../shared/rules/schedule';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { conflict } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import { plannedVisits, scheduleRange, visitToCheckOut } from '../booking-state';
import { toVisitView } from '../booking-view';
import { storedPoint } from '../check-in';
import { bookings } from '../entities/bookings';
import { peopleOf, scheduleMail } from '../schedule-mail';

/**
 * POST /applications/{id}/check-out (the hired student): the visit they are checked in to; the minutes
 * between check-in and now are recorded for the employer to confirm. It clears the overdue alarm: a
 * minor's guardian hears of the check-out, and whoever the alarm reached hears the all clear.
 */
export const checkOut = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const now = requestTime(event);
    const { loaded } = await bookingForCaller(caller, params.id, ['student']);
    const visit = visitToCheckOut(plannedVisits(loaded, scheduleRange(loaded.job, now)), now);
    if (!visit?.record?.checkedInAt) throw conflict(scheduleMessages.notCheckedIn, 'NOT_CHECKED_IN');
    const point = storedPoint(body);
    const written = await bookings.checkOut(loaded.booking.applicationId, visit.day, {
      checkedOutAt: now.toISOString(),
      minutes: minutesBetween(new Date(visit.record.checkedInAt), now),
      ...(point ? { checkOutPoint: point } : {}),
    });
    if (!written.ok) throw conflict(scheduleMessages.notCheckedIn, 'NOT_CHECKED_IN');
    const checkedOut = { ...visit, record: written.value };
    const people = await peopleOf(loaded.booking);
    const context = { loaded, visit: checkedOut };
    await scheduleMail.checkedOut(context, people);
    if (written.value.overdueAlertSentAt) {
      await scheduleMail.allClear(context, people, { employer: true, guardian: false }, 'out');
    }
    return {
      body: { message: scheduleMessages.checkedOut, visit: toVisitView(loaded, checkedOut, 'student', now) },
    };
  },
});
