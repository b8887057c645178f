import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /guardian/invitation/decline: "This is not my child". */
export function declineInvitation(token: string) {
  return callRoute('declineGuardianInvitation', { body: { token } });
}

export function useDeclineInvitation() {
  return useMutation({ mutationFn: declineInvitation });
}
