import { routePath } from '@shared/routes';
import { JOBS_PAGE_SIZE_DEFAULT } from '@shared/rules/job-search';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SearchJobsParams } from '../lib/jobs-url';
import { type JobsPage, jobsQueryKeys } from './get-jobs';

/**
 * GET /jobs/search: jobs near a place and/or matching a title, filtered by pay and sorted, one page at
 * a time. A place the server cannot find (an unknown ZIP) is a 400 whose message the page shows.
 * A public first-screen read: not parsed at runtime (see `schema` in lib/api-client.ts).
 */
export function searchJobs(
  params: SearchJobsParams & { limit?: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<JobsPage> {
  return apiRequest<JobsPage>(routePath('searchJobs'), { query: { ...params }, signal });
}

export function searchJobsQueryOptions(params: SearchJobsParams, limit: number = JOBS_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: [...jobsQueryKeys.all, 'search', { ...params, limit }] as readonly unknown[],
    queryFn: ({ pageParam, signal }) => searchJobs({ ...params, limit, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
