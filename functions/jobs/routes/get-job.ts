import { getJob as contract } from '../../../shared/contracts/jobs';
import { HttpError, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { publicJobById } from '../public-job';

/**
 * GET /job/{id}: one job's public details, open, closed or ended (its page says which).
 * A deleted job is gone for everyone but its employer: 410, so its page can say so rather than "no
 * such page", with nothing of the job in it. An id that never was a job is a 404.
 */
export const getJob = defineRoute(contract, {
  async handle({ params }) {
    const answer = await publicJobById(params.id);
    if (answer.kind === 'missing')
      throw notFound('We could not find that job. It may have been removed.', 'JOB_NOT_FOUND');
    if (answer.kind === 'removed') throw new HttpError(410, answer.code, answer.message);
    return { body: answer.job };
  },
});
