import { routePath } from '@shared/routes';
import { type FamilyTeen, familyTeenSchema, type TeenSettingsInput } from '@shared/schemas/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

const responseSchema = z.object({ message: z.string(), teen: familyTeenSchema });

/** PUT /family/teen/{id}/settings; the saved teen replaces theirs in the page's cache. */
export function useUpdateTeenSettings(guardianId: string, teenId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeenSettingsInput) =>
      apiRequest(routePath('updateTeenSettings', { id: teenId }), {
        method: 'PUT',
        body,
        schema: responseSchema,
      }),
    onSuccess: ({ teen }) =>
      queryClient.setQueryData<FamilyTeen[]>(familyKeys.page(guardianId), (teens) =>
        teens?.map((existing) => (existing.teenId === teen.teenId ? teen : existing)),
      ),
  });
}
