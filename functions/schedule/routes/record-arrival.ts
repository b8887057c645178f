import { recordArrival as contract } from '../../../shared/contracts/schedule';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingForCaller } from '../access';
import { recordCheckIn } from '../check-in';

/**
 * POST /applications/{id}/arrived (the employer): the student arrived but could not check in; the
 * visit open now is checked in by the employer, and the student (and a minor's guardian) are told.
 */
export const recordArrival = defineRoute(contract, {
  async handle({ params, caller, event }) {
    const { loaded } = await bookingForCaller(caller, params.id, ['employer']);
    const visit = await recordCheckIn(loaded, requestTime(event), 'employer', {});
    return { body: { message: scheduleMessages.arrivalRecorded, visit } };
  },
});
