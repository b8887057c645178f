import { reportJob as contract } from '../../../shared/contracts/reports';
import { reportMessages } from '../../../shared/schemas/report';
import { defineRoute } from '../../lib/http-handler';
import { reportJob as report } from '../report-job';

/** POST /reportjob/{id} (signed in): 200 is success (spec/1 §7). */
export const reportJob = defineRoute(contract, {
  async handle({ params, body, caller }) {
    await report(caller, params.id, body);
    return { body: { message: reportMessages.reported } };
  },
});
