import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** DELETE /user: the typed word goes with it; the server checks it again. */
export function deleteAccount(confirmation: string) {
  return callRoute('deleteAccount', { body: { confirmation } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
