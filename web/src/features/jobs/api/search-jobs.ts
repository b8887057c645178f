import { JOBS_PAGE_SIZE_DEFAULT } from '@shared/rules/job-search';
import type { SearchJobsResponse } from '@shared/schemas/job';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import type { SearchJobsParams } from '../lib/jobs-url';
import { jobKeys } from './query-keys';

/** One page of the jobs list, newest or searched: the newest list simply has no place. */
export type JobsPage = SearchJobsResponse;

/**
 * GET /jobs/search: jobs near a place and/or matching a title, filtered by pay and sorted, one page at
 * a time. A place the server cannot find (an unknown ZIP) is a 400 whose message the page shows.
 * A public first-screen read: not parsed at runtime (see `unparsedReads` in lib/api/call-route.ts).
 */
export function searchJobs(
  params: SearchJobsParams & { limit?: number; cursor?: string | null },
  signal?: AbortSignal,
) {
  return callRoute('searchJobs', {
    query: { ...params, cursor: params.cursor ?? undefined },
    signal,
    unparsed: true,
  });
}

export function searchJobsQueryOptions(params: SearchJobsParams, limit: number = JOBS_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: jobKeys.search(params, limit) as readonly unknown[],
    queryFn: ({ pageParam, signal }) => searchJobs({ ...params, limit, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
