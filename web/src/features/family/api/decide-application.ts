import { routePath } from '@shared/routes';
import { decisionResponseSchema } from '@shared/schemas/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/** POST /family/application/{id}/decision: approve or decline from /family; the page reloads after. */
export function useDecideApplication(guardianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, approve }: { applicationId: string; approve: boolean }) =>
      apiRequest(routePath('decideApplication', { id: applicationId }), {
        method: 'POST',
        body: { approve },
        schema: decisionResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.page(guardianId) }),
  });
}
