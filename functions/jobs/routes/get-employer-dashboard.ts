import { getEmployerDashboard as contract } from '../../../shared/contracts/jobs';
import { defineRoute } from '../../lib/http-handler';
import { employerDashboard } from '../employer-dashboard';
import { jobRepository } from '../job-repository';

/** GET /employer/dashboard: the stat cards and the three most recent postings. */
export const getEmployerDashboard = defineRoute(contract, {
  async handle({ caller }) {
    return { body: employerDashboard(await jobRepository.listByEmployer(caller.userId)) };
  },
});
