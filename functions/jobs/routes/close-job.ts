import { type EmployerJobResponse, jobIdParamsSchema } from '../../../shared/schemas/job';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { closeJob as close } from '../close-or-delete-job';
import { toEmployerJob } from '../job-item';

export const JOB_CLOSED_MESSAGE = 'Job marked as filled. It no longer takes applications.';

/** POST /job/{id}/close (the owner, while open): the job is filled and leaves search. */
export const closeJob = defineRoute({
  params: jobIdParamsSchema,
  async handle({ params, caller }) {
    if (!caller) throw unauthorized();
    const { job } = await close(caller.userId, params.id);
    const reply: EmployerJobResponse = { job: toEmployerJob(job), message: JOB_CLOSED_MESSAGE };
    return { body: reply };
  },
});
