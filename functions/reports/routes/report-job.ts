import { jobIdParamsSchema } from '../../../shared/schemas/job';
import { reportBodySchema, reportMessages } from '../../../shared/schemas/report';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { reportJob as report } from '../report-job';

/** POST /reportjob/{id} (signed in): 200 is success (spec/1 §7). */
export const reportJob = defineRoute({
  params: jobIdParamsSchema,
  body: reportBodySchema,
  async handle({ params, body, caller }) {
    if (!caller) throw unauthorized();
    await report(caller, params.id, body);
    return { body: { message: reportMessages.reported } };
  },
});
