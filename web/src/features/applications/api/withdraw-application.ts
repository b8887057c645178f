import type { StudentApplication } from '@shared/schemas/application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/applications/application-keys';

/**
 * DELETE /application/{id}: a student withdraws their own application while it is still pending.
 * The list is refreshed either way: after a refusal (say the employer just accepted) it shows why.
 */
export function withdrawApplication(applicationId: string) {
  return callRoute('withdrawApplication', { params: { id: applicationId } });
}

export function useWithdrawApplication(userId: string) {
  const queryClient = useQueryClient();
  const key = applicationKeys.own(userId);
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (_answer, applicationId) =>
      queryClient.setQueryData<StudentApplication[]>(key, (list) =>
        list?.filter((application) => application.entity !== applicationId),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
