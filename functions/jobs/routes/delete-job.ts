import { type EmployerJobResponse, jobIdParamsSchema } from '../../../shared/schemas/job';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { deleteJob as remove } from '../close-or-delete-job';
import { toEmployerJob } from '../job-item';

export const JOB_DELETED_MESSAGE = 'Your job posting has been deleted.';

/** DELETE /job/{id} (the owner, while open): a soft delete; the job leaves search at once. */
export const deleteJob = defineRoute({
  params: jobIdParamsSchema,
  async handle({ params, caller }) {
    if (!caller) throw unauthorized();
    const { job } = await remove(caller.userId, params.id);
    const reply: EmployerJobResponse = { job: toEmployerJob(job), message: JOB_DELETED_MESSAGE };
    return { body: reply };
  },
});
