import type { EmployerJob } from '@shared/schemas/job-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /employer/jobs: every job of the signed-in employer, newest first, in every status. */
export async function listEmployerJobs(signal?: AbortSignal): Promise<EmployerJob[]> {
  return (await callRoute('listEmployerJobs', { signal })).jobs;
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

/**
 * One of the employer's jobs, read from their list: null when it is not among them. Pending while the
 * list loads (the job detail panel says "Loading job details...").
 */
export function useEmployerJob(jobId: string) {
  return useQuery({
    ...employerJobsQueryOptions(),
    select: (jobs: EmployerJob[]) => jobs.find((job) => job.entity === jobId) ?? null,
  });
}
