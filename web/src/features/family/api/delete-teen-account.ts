import type { FamilyTeen } from '@shared/schemas/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/** DELETE /family/teen/{id}: a guardian deletes their teen's account, with DELETE typed. */
export function deleteTeenAccount(teenId: string, confirmation: string) {
  return callRoute('deleteTeenAccount', { params: { id: teenId }, body: { confirmation } });
}

export function useDeleteTeenAccount(teenId: string) {
  return useMutation({ mutationFn: (confirmation: string) => deleteTeenAccount(teenId, confirmation) });
}

/** Takes a deleted teen off the page (once the guardian has read the confirmation). */
export function useForgetTeen(guardianId: string) {
  const queryClient = useQueryClient();
  return (teenId: string) =>
    queryClient.setQueryData<FamilyTeen[]>(familyKeys.page(guardianId), (teens) =>
      teens?.filter((teen) => teen.teenId !== teenId),
    );
}
