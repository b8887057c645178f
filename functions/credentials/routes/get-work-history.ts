import { getWorkHistory as contract } from '../../../shared/contracts/credentials';
import { defineRoute } from '../../lib/http-handler';
import { completedJobsOf } from '../completions';

/** GET /user/work-history (students): the caller's completed jobs, newest first. */
export const getWorkHistory = defineRoute(contract, {
  async handle({ caller }) {
    return { body: { jobs: await completedJobsOf(caller.userId) } };
  },
});
