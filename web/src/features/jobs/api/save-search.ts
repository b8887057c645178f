import type { SaveSearchInput } from '@shared/schemas/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchKeys } from '../../../lib/alerts/saved-search-keys';
import { callRoute } from '../../../lib/api-client';

/** POST /alerts: saves the search on screen for daily job alerts (409 at the cap, or when saved already). */
export function saveSearch(body: SaveSearchInput) {
  return callRoute('saveSearch', { body });
}

export function useSaveSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list(userId) }),
  });
}
