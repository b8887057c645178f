import { updateJob as contract } from '../../../shared/contracts/jobs';
import type { EmployerJobResponse } from '../../../shared/schemas/job';
import { defineRoute } from '../../lib/http-handler';
import { editJob } from '../edit-job';
import { toEmployerJob } from '../job-item';

export const JOB_UPDATED_MESSAGE = 'Your job posting has been updated.';
export const JOB_UNCHANGED_MESSAGE = 'Your job posting already has these details.';

/** PUT /job/{id} (the owner): edits, and (re)opens, the job. */
export const updateJob = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const { job, changed } = await editJob(caller.userId, params.id, body);
    const reply: EmployerJobResponse = {
      job: toEmployerJob(job),
      message: changed ? JOB_UPDATED_MESSAGE : JOB_UNCHANGED_MESSAGE,
    };
    return { body: reply };
  },
});
