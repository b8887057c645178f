import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/**
 * GET /job/{id}: one job's public details (a job linked with ?jobId= that the list does not hold). A
 * public first-screen read: not parsed at runtime (see `unparsedReads` in lib/api/call-route.ts).
 */
export function getJob(id: string, signal?: AbortSignal) {
  return callRoute('getJob', { params: { id }, signal, unparsed: true });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: ({ signal }) => getJob(id, signal),
  });
}

export function useJob(id: string | null) {
  return useQuery({ ...jobQueryOptions(id ?? ''), enabled: id !== null });
}
