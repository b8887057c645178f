import { type JobListResponse, listJobsQuerySchema } from '../../../shared/schemas/job';
import { defineRoute } from '../../lib/http-handler';
import { toPublicJob } from '../job-item';
import { jobRepository } from '../job-repository';

/** GET /jobs: newest listed jobs that have not ended, a page at a time. */
export const listNewestJobs = defineRoute({
  query: listJobsQuerySchema,
  async handle({ query }) {
    const page = await jobRepository.listNewest(query.limit, query.cursor);
    const body: JobListResponse = {
      jobs: page.items.map((item) => toPublicJob(item)),
      nextCursor: page.nextCursor,
    };
    return { body };
  },
});
