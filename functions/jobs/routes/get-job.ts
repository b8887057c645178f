import { jobIdParamsSchema } from '../../../shared/schemas/job';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { toPublicJob } from '../job-item';
import { jobRepository } from '../job-repository';

/** GET /job/{id}: one job's public details. A deleted job is gone for everyone but its employer. */
export const getJob = defineRoute({
  params: jobIdParamsSchema,
  async handle({ params }) {
    const item = await jobRepository.getById(params.id);
    if (!item || item.status === 'deleted') {
      throw notFound('We could not find that job. It may have been removed.', 'JOB_NOT_FOUND');
    }
    return { body: toPublicJob(item) };
  },
});
