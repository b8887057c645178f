import type { EmployerJobsResponse } from '../../../shared/schemas/job';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerJob } from '../job-item';
import { jobRepository } from '../job-repository';

/** GET /employer/jobs: every job of the caller, newest first, in every status (the page derives tabs). */
export const listEmployerJobs = defineRoute({
  async handle({ caller }) {
    if (!caller) throw unauthorized();
    const items = await jobRepository.listByEmployer(caller.userId);
    const body: EmployerJobsResponse = { jobs: items.map(toEmployerJob) };
    return { body };
  },
});
