import { routePath } from '@shared/routes';
import type { SaveSearchInput } from '@shared/schemas/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchesQueryKey } from '../../../lib/alerts/saved-searches-query-key';
import { apiRequest } from '../../../lib/api-client';

/** POST /alerts: saves the search on screen for daily job alerts (409 at the cap, or when saved already). */
export function useSaveSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveSearchInput) => {
      // Loaded with the first save: a visitor's /jobs carries no zod (issue 11: initial JS).
      const { savedSearchResponseSchema } = await import('@shared/schemas/saved-search');
      return apiRequest(routePath('saveSearch'), { method: 'POST', body, schema: savedSearchResponseSchema });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey(userId) }),
  });
}
