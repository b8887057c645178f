import type { SavedSearchList } from '@shared/schemas/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchKeys } from '../../../lib/alerts/saved-search-keys';
import { callRoute } from '../../../lib/api-client';

/** PUT /alerts/{id}: pause (active false) or resume one of the student's saved searches. */
export function updateSavedSearch({ id, active }: { id: string; active: boolean }) {
  return callRoute('updateSavedSearch', { params: { id }, body: { active } });
}

export function useUpdateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  const key = savedSearchKeys.list(userId);
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: ({ search }) =>
      queryClient.setQueryData<SavedSearchList>(key, (list) =>
        list ? { ...list, searches: list.searches.map((s) => (s.id === search.id ? search : s)) } : list,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
