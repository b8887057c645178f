import { JOBS_PAGE_SIZE_DEFAULT } from '@shared/rules/job-search';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { jobKeys } from './query-keys';
import type { JobsPage } from './search-jobs';

export interface GetJobsParams {
  limit?: number;
  cursor?: string | null;
}

/**
 * GET /jobs: newest jobs that have not ended, one page at a time. A public first-screen read: not
 * parsed at runtime (see `unparsedReads` in lib/api/call-route.ts).
 */
export function getJobs({ limit, cursor }: GetJobsParams, signal?: AbortSignal) {
  return callRoute('listNewestJobs', {
    query: { limit, cursor: cursor ?? undefined },
    signal,
    unparsed: true,
  });
}

/** The newest-jobs list as pages; `nextCursor` null means there are no more. */
export function newestJobsQueryOptions(limit: number = JOBS_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: jobKeys.newest(limit) as readonly unknown[],
    queryFn: async ({ pageParam, signal }): Promise<JobsPage> => ({
      ...(await getJobs({ limit, cursor: pageParam }, signal)),
      place: null,
    }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
