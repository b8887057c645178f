import type { AcceptInvitationInput } from '@shared/schemas/family';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /guardian/invitation/accept: a new guardian account, confirmed, with its session's tokens. */
export function acceptInvitation(body: AcceptInvitationInput) {
  return callRoute('acceptGuardianInvitation', { body });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
