import { listNewestJobs as contract } from '../../../shared/contracts/jobs';
import type { JobListResponse } from '../../../shared/schemas/job';
import { defineRoute } from '../../lib/http-handler';
import { toPublicJob } from '../job-item';
import { searchJobs } from '../search/search-jobs';

/**
 * GET /jobs: newest listed jobs that have not ended, a page at a time. It is the search with no place
 * and no title (the `newest` shards merged newest first), so it shares its checked cursors: a forged
 * one (even `e30`, an empty object) is a 400, never a 500.
 */
export const listNewestJobs = defineRoute(contract, {
  async handle({ query }) {
    const outcome = await searchJobs({
      priceType: 'all',
      sort: 'newest',
      limit: query.limit,
      ...(query.cursor ? { cursor: query.cursor } : {}),
    });
    const body: JobListResponse = {
      jobs: outcome.results.map((result) => toPublicJob(result.summary)),
      nextCursor: outcome.nextCursor,
    };
    return { body };
  },
});
