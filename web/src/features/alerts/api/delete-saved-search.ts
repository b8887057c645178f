import type { SavedSearchList } from '@shared/schemas/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchKeys } from '../../../lib/alerts/saved-search-keys';
import { callRoute } from '../../../lib/api-client';

/** DELETE /alerts/{id}: one of the student's saved searches, and its alerts, gone. */
export function deleteSavedSearch(id: string) {
  return callRoute('deleteSavedSearch', { params: { id } });
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  const key = savedSearchKeys.list(userId);
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearchList>(key, (list) =>
        list ? { ...list, searches: list.searches.filter((s) => s.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
