import { getJob as contract } from '../../../shared/contracts/jobs';
import { HttpError, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { toPublicJob } from '../job-item';
import { jobRepository } from '../job-repository';

/** What a deleted job's page says (410): it existed, and its employer took it down. */
export const JOB_REMOVED_MESSAGE = 'This job was removed by the person who posted it.';

/**
 * GET /job/{id}: one job's public details, open, closed or ended (its page says which).
 * A deleted job is gone for everyone but its employer: 410, so its page can say so rather than "no
 * such page", with nothing of the job in it. An id that never was a job is a 404.
 */
export const getJob = defineRoute(contract, {
  async handle({ params }) {
    const item = await jobRepository.getById(params.id);
    if (!item) throw notFound('We could not find that job. It may have been removed.', 'JOB_NOT_FOUND');
    if (item.status === 'deleted') throw new HttpError(410, 'JOB_REMOVED', JOB_REMOVED_MESSAGE);
    return { body: toPublicJob(item) };
  },
});
