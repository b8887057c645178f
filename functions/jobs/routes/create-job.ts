import { createJob as contract } from '../../../shared/contracts/jobs';
import { JOB_CREATED_MESSAGE } from '../../../shared/schemas/job';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerJob } from '../job-item';
import { postJob } from '../post-job';

/** POST /job (employers): posts a job, or reposts one as a new job (`isReopened`). */
export const createJob = defineRoute(contract, {
  async handle({ body, caller }) {
    const job = await postJob(caller, body);
    return {
      body: { entity: job.jobId, message: JOB_CREATED_MESSAGE, job: toEmployerJob(job) },
    };
  },
});
