import { listEmployerJobs as contract } from '../../../shared/contracts/jobs';
import type { EmployerJobsResponse } from '../../../shared/schemas/job';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerJob } from '../job-item';
import { jobRepository } from '../job-repository';

/** GET /employer/jobs: every job of the caller, newest first, in every status (the page derives tabs). */
export const listEmployerJobs = defineRoute(contract, {
  async handle({ caller }) {
    const items = await jobRepository.listByEmployer(caller.userId);
    const body: EmployerJobsResponse = { jobs: items.map(toEmployerJob) };
    return { body };
  },
});
