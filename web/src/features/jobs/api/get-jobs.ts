import { routePath } from '@shared/routes';
import { JOBS_PAGE_SIZE_DEFAULT } from '@shared/rules/job-search';
import type { JobListResponse, SearchJobsResponse } from '@shared/schemas/job';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface GetJobsParams {
  limit?: number;
  cursor?: string | null;
}

/**
 * GET /jobs: newest jobs that have not ended, one page at a time. A public first-screen read: not
 * parsed at runtime (see `schema` in lib/api-client.ts).
 */
export function getJobs({ limit, cursor }: GetJobsParams, signal?: AbortSignal): Promise<JobListResponse> {
  return apiRequest<JobListResponse>(routePath('listNewestJobs'), { query: { limit, cursor }, signal });
}

/** One page of the jobs list, newest or searched: the newest list simply has no place. */
export type JobsPage = SearchJobsResponse;

export const jobsQueryKeys = {
  all: ['jobs'] as const,
  newest: (limit: number) => [...jobsQueryKeys.all, 'newest', { limit }] as const,
};

/** The newest-jobs list as pages; `nextCursor` null means there are no more. */
export function newestJobsQueryOptions(limit: number = JOBS_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: jobsQueryKeys.newest(limit) as readonly unknown[],
    queryFn: async ({ pageParam, signal }): Promise<JobsPage> => ({
      ...(await getJobs({ limit, cursor: pageParam }, signal)),
      place: null,
    }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
