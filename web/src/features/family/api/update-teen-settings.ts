import type { FamilyTeen, TeenSettingsInput } from '@shared/schemas/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/** PUT /family/teen/{id}/settings. */
export function updateTeenSettings(teenId: string, body: TeenSettingsInput) {
  return callRoute('updateTeenSettings', { params: { id: teenId }, body });
}

/** The saved teen replaces theirs in the page's cache. */
export function useUpdateTeenSettings(guardianId: string, teenId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeenSettingsInput) => updateTeenSettings(teenId, body),
    onSuccess: ({ teen }) =>
      queryClient.setQueryData<FamilyTeen[]>(familyKeys.page(guardianId), (teens) =>
        teens?.map((existing) => (existing.teenId === teen.teenId ? teen : existing)),
      ),
  });
}
