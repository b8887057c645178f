import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /family/invitation/confirm: the signed-in guardian confirms another child. */
export function confirmInvitation(token: string) {
  return callRoute('confirmGuardianInvitation', { body: { token } });
}

export function useConfirmInvitation() {
  return useMutation({ mutationFn: confirmInvitation });
}
