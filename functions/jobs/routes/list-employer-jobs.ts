import { listEmployerJobs as contract } from '../../../shared/contracts/jobs';
import type { EmployerJobsResponse } from '../../../shared/schemas/job';
import { defineRoute } from '../../lib/http-handler';
import { toEmployerJob } from '../job-item';
import { jobRepository } from '../job-repository';

/**
 * GET /employer/jobs: the caller's jobs, newest first, open, ended and filled (the page derives its
 * tabs). A deleted job is gone from the list, as from the dashboard: the Delete button deletes. The
 * item stays only as the deletion policy says (docs/security.md), for the students who applied.
 */
export const listEmployerJobs = defineRoute(contract, {
  async handle({ caller }) {
    const items = await jobRepository.listByEmployer(caller.userId);
    const body: EmployerJobsResponse = {
      jobs: items.filter((item) => item.status !== 'deleted').map(toEmployerJob),
    };
    return { body };
  },
});
