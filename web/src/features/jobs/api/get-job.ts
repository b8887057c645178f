import { routePath } from '@shared/routes';
import type { PublicJob } from '@shared/schemas/job';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsQueryKeys } from './get-jobs';

/**
 * GET /job/{id}: one job's public details (a job linked with ?jobId= that the list does not hold). A
 * public first-screen read: not parsed at runtime (see `schema` in lib/api-client.ts).
 */
export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...jobsQueryKeys.all, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest<PublicJob>(routePath('getJob', { id }), { signal }),
  });
}

export function useJob(id: string | null) {
  return useQuery({ ...jobQueryOptions(id ?? ''), enabled: id !== null });
}
