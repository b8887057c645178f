import type { EmployerApplication } from '@shared/schemas/application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /job/{id}/applications: the applications of one of the employer's own jobs. */
export async function listJobApplications(
  jobId: string,
  signal?: AbortSignal,
): Promise<EmployerApplication[]> {
  return (await callRoute('listJobApplications', { params: { id: jobId }, signal })).applications;
}

export function jobApplicationsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: employerKeys.jobApplications(jobId),
    queryFn: ({ signal }) => listJobApplications(jobId, signal),
    staleTime: 15_000,
  });
}

/** Pass null while no job is chosen. */
export function useJobApplications(jobId: string | null) {
  return useQuery({ ...jobApplicationsQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
