import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { employerDashboard } from '../employer-dashboard';
import { jobRepository } from '../job-repository';

/** GET /employer/dashboard: the stat cards and the three most recent postings. */
export const getEmployerDashboard = defineRoute({
  async handle({ caller }) {
    if (!caller) throw unauthorized();
    return { body: employerDashboard(await jobRepository.listByEmployer(caller.userId)) };
  },
});
