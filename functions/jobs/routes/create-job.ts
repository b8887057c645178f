import { createJobBodySchema, JOB_CREATED_MESSAGE } from '../../../shared/schemas/job';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerJob } from '../job-item';
import { postJob } from '../post-job';

/** POST /job (employers): posts a job, or reposts one as a new job (`isReopened`). */
export const createJob = defineRoute({
  body: createJobBodySchema,
  async handle({ body, caller }) {
    if (!caller) throw unauthorized();
    const job = await postJob(caller, body);
    return {
      status: 201,
      body: { entity: job.jobId, message: JOB_CREATED_MESSAGE, job: toEmployerJob(job) },
    };
  },
});
