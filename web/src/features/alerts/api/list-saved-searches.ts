import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedSearchKeys } from '../../../lib/alerts/saved-search-keys';
import { callRoute } from '../../../lib/api-client';

/** GET /alerts: the signed-in student's saved searches, newest first, and how many they may keep. */
export function listSavedSearches(signal?: AbortSignal) {
  return callRoute('listSavedSearches', { signal });
}

export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: ({ signal }) => listSavedSearches(signal),
    // Changed only by this student's own actions, which update or invalidate it.
    staleTime: 60_000,
  });
}

export function useSavedSearches(userId: string) {
  return useQuery(savedSearchesQueryOptions(userId));
}
