import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/**
 * POST /guardian/invitation: what the invitation link is for. A POST (the token stays out
 * of addresses servers log) that changes nothing, so it is a query here.
 */
export function readInvitation(token: string, signal?: AbortSignal) {
  return callRoute('readGuardianInvitation', { body: { token }, signal });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: familyKeys.invitation(token),
    queryFn: ({ signal }) => readInvitation(token, signal),
    // A link that does not work will not start working on a retry.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
