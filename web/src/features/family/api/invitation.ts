import { routePath } from '@shared/routes';
import {
  type AcceptInvitationInput,
  acceptInvitationResponseSchema,
  familyMessageResponseSchema,
  invitationDetailsSchema,
} from '@shared/schemas/family';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/*
 * The guardian invitation's calls (issue 20 §1). Reading the invitation is a POST (the token stays out
 * of addresses servers log) that changes nothing, so it is a query here.
 */

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: familyKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest(routePath('readGuardianInvitation'), {
        method: 'POST',
        body: { token },
        signal,
        schema: invitationDetailsSchema,
      }),
    // A link that does not work will not start working on a retry.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** POST /guardian/invitation/accept: a new guardian account, confirmed, with its session's tokens. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationInput) =>
      apiRequest(routePath('acceptGuardianInvitation'), {
        method: 'POST',
        body,
        schema: acceptInvitationResponseSchema,
      }),
  });
}

/** POST /family/invitation/confirm: the signed-in guardian confirms another child. */
export function useConfirmInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(routePath('confirmGuardianInvitation'), {
        method: 'POST',
        body: { token },
        schema: familyMessageResponseSchema,
      }),
  });
}

/** POST /guardian/invitation/decline: "This is not my child". */
export function useDeclineInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(routePath('declineGuardianInvitation'), {
        method: 'POST',
        body: { token },
        schema: familyMessageResponseSchema,
      }),
  });
}
