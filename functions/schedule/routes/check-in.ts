import { checkIn as contract } from '../../../shared/contracts/schedule';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import { recordCheckIn } from '../check-in';

/**
 * POST /applications/{id}/check-in (the hired student): the visit whose window is open (30 minutes
 * before its start until its end). The location is optional and stored rounded; farther than 500 m
 * plus its accuracy, the check-in is marked "away from the job's address", never refused. For a young
 * teen the rules on hours are checked from this moment on.
 */
export const checkIn = defineRoute(contract, {
  async handle({ params, body, caller, event }) {
    const { loaded } = await bookingForCaller(caller, params.id, ['student']);
    const visit = await recordCheckIn(loaded, requestTime(event), 'student', body);
    return {
      body: {
        message: visit.awayFromJob ? scheduleMessages.checkedInAway : scheduleMessages.checkedIn,
        visit,
      },
    };
  },
});
