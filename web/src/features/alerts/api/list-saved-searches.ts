import { routePath } from '@shared/routes';
import { savedSearchListSchema } from '@shared/schemas/saved-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedSearchesQueryKey } from '../../../lib/alerts/saved-searches-query-key';
import { apiRequest } from '../../../lib/api-client';

/** GET /alerts: the signed-in student's saved searches, newest first, and how many they may keep. */
export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: savedSearchesQueryKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(routePath('listSavedSearches'), { signal, schema: savedSearchListSchema }),
    // Changed only by this student's own actions, which update or invalidate it.
    staleTime: 60_000,
  });
}

export function useSavedSearches(userId: string) {
  return useQuery(savedSearchesQueryOptions(userId));
}
