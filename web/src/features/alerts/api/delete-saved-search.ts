import { routePath } from '@shared/routes';
import { messageResponseSchema } from '@shared/schemas/application';
import type { SavedSearchList } from '@shared/schemas/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchesQueryKey } from '../../../lib/alerts/saved-searches-query-key';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /alerts/{id}: one of the student's saved searches, and its alerts, gone. */
export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  const key = savedSearchesQueryKey(userId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(routePath('deleteSavedSearch', { id }), { method: 'DELETE', schema: messageResponseSchema }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearchList>(key, (list) =>
        list ? { ...list, searches: list.searches.filter((s) => s.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
