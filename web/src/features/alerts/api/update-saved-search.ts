import { routePath } from '@shared/routes';
import { type SavedSearchList, savedSearchResponseSchema } from '@shared/schemas/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchesQueryKey } from '../../../lib/alerts/saved-searches-query-key';
import { apiRequest } from '../../../lib/api-client';

/** PUT /alerts/{id}: pause (active false) or resume one of the student's saved searches. */
export function useUpdateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  const key = savedSearchesQueryKey(userId);
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest(routePath('updateSavedSearch', { id }), {
        method: 'PUT',
        body: { active },
        schema: savedSearchResponseSchema,
      }),
    onSuccess: ({ search }) =>
      queryClient.setQueryData<SavedSearchList>(key, (list) =>
        list ? { ...list, searches: list.searches.map((s) => (s.id === search.id ? search : s)) } : list,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
