import type { FamilyTeen, TeenDetailsInput } from '@shared/schemas/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/** PUT /family/teen/{id}/details: the teen's name, phone and ZIP code. */
export function updateTeenDetails(teenId: string, body: TeenDetailsInput) {
  return callRoute('updateTeenDetails', { params: { id: teenId }, body });
}

/** The saved teen replaces theirs in the page's cache. */
export function useUpdateTeenDetails(guardianId: string, teenId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeenDetailsInput) => updateTeenDetails(teenId, body),
    onSuccess: ({ teen }) =>
      queryClient.setQueryData<FamilyTeen[]>(familyKeys.page(guardianId), (teens) =>
        teens?.map((existing) => (existing.teenId === teen.teenId ? teen : existing)),
      ),
  });
}
