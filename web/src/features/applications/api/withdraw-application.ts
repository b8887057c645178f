import { routePath } from '@shared/routes';
import { messageResponseSchema, type StudentApplication } from '@shared/schemas/application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownApplicationsQueryKey } from '../../../lib/applications/list-own-applications';

/**
 * DELETE /application/{id}: a student withdraws their own application while it is still pending.
 * The list is refreshed either way: after a refusal (say the employer just accepted) it shows why.
 */
export function useWithdrawApplication(userId: string) {
  const queryClient = useQueryClient();
  const key = ownApplicationsQueryKey(userId);
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiRequest(routePath('withdrawApplication', { id: applicationId }), {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSuccess: (_answer, applicationId) =>
      queryClient.setQueryData<StudentApplication[]>(key, (list) =>
        list?.filter((application) => application.entity !== applicationId),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
