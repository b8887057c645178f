import { routePath } from '@shared/routes';
import { type EmployerJob, employerJobsResponseSchema } from '@shared/schemas/job';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /employer/jobs: every job of the signed-in employer, newest first, in every status. */
export async function listEmployerJobs(signal?: AbortSignal): Promise<EmployerJob[]> {
  return (await apiRequest(routePath('listEmployerJobs'), { signal, schema: employerJobsResponseSchema }))
    .jobs;
}

export function employerJobsQueryOptions() {
  return queryOptions({
    queryKey: employerKeys.jobs(),
    queryFn: ({ signal }) => listEmployerJobs(signal),
    // The list changes through this employer's own writes (which invalidate it) and new applications.
    staleTime: 30_000,
  });
}

export function useEmployerJobs() {
  return useQuery(employerJobsQueryOptions());
}
