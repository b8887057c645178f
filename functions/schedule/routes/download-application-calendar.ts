import { downloadApplicationCalendar as contract } from '../../../shared/contracts/schedule';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import { calendarOf, calendarReply } from '../calendar';

/**
 * GET /applications/{id}/calendar: "Add to calendar" for an accepted job (every visit) or, with
 * `date`, one visit: a .ics file for the hired student, the employer or the teen's guardian.
 */
export const downloadApplicationCalendar = defineRoute(contract, {
  async handle({ params, query, caller, event }) {
    const { loaded, viewer } = await bookingForCaller(caller, params.id);
    const text = calendarOf(
      [{ loaded, viewer, ...(query.date ? { day: query.date } : {}) }],
      loaded.booking.jobTitle,
      requestTime(event),
    );
    const slug =
      loaded.booking.jobTitle
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'job';
    return calendarReply(text, `${slug}${query.date ? `-${query.date}` : ''}.ics`);
  },
});
