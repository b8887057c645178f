import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/** POST /family/application/{id}/decision: approve or decline from /family. */
export function decideApplication({ applicationId, approve }: { applicationId: string; approve: boolean }) {
  return callRoute('decideApplication', { params: { id: applicationId }, body: { approve } });
}

/** The page reloads after either answer. */
export function useDecideApplication(guardianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.page(guardianId) }),
  });
}
