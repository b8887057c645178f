import { routePath } from '@shared/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/*
 * GET /reports: the jobs the signed-in person has reported, so each job's flag says "Reported"
 * instead of asking for the same report again (issue 25, item 2). One cache entry per person.
 */

export const ownReportsQueryKey = (userId: string) => ['reports', 'own', userId] as const;

export function ownReportsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ownReportsQueryKey(userId),
    queryFn: async ({ signal }) => {
      // Loaded with the first fetch, so a visitor's first screen does not carry the report schema.
      const { ownReportsResponseSchema } = await import('@shared/schemas/report');
      const { jobIds } = await apiRequest(routePath('listOwnReports'), {
        signal,
        schema: ownReportsResponseSchema,
      });
      return new Set(jobIds);
    },
    // Changes only through this person's own reports, which add to it (markReported).
    staleTime: 5 * 60_000,
  });
}

export function useOwnReports(userId: string) {
  return useQuery(ownReportsQueryOptions(userId));
}

/** After a report is stored, or refused as already made: the flag says "Reported" at once. */
export function markReported(queryClient: QueryClient, userId: string, jobId: string): void {
  queryClient.setQueryData(ownReportsQueryKey(userId), (current: Set<string> | undefined) =>
    new Set(current).add(jobId),
  );
}
