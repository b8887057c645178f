import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { reportKeys } from './query-keys';

/*
 * GET /reports: the jobs the signed-in person has reported, so each job's flag says "Reported"
 * instead of asking for the same report again. One cache entry per person.
 */

export async function listOwnReports(signal?: AbortSignal): Promise<Set<string>> {
  const { jobIds } = await callRoute('listOwnReports', { signal });
  return new Set(jobIds);
}

export function ownReportsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: reportKeys.own(userId),
    queryFn: ({ signal }) => listOwnReports(signal),
    // Changes only through this person's own reports, which add to it (markReported).
    staleTime: 5 * 60_000,
  });
}

export function useOwnReports(userId: string) {
  return useQuery(ownReportsQueryOptions(userId));
}

/** After a report is stored, or refused as already made: the flag says "Reported" at once. */
export function markReported(queryClient: QueryClient, userId: string, jobId: string): void {
  queryClient.setQueryData(reportKeys.own(userId), (current: Set<string> | undefined) =>
    new Set(current).add(jobId),
  );
}
