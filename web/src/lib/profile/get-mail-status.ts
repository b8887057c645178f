import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { profileKeys } from './profile-keys';

/*
 * GET /user/mail-status: the signed-in person's own or guardian address that our mail
 * cannot reach. Read once per sign-in: a bounce is reported minutes after a send, and the banner it
 * feeds asks for a correction, which is no reason to poll.
 */

export function getMailStatus(signal?: AbortSignal) {
  return callRoute('getMailStatus', { signal });
}

export function mailStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.mailStatus(userId),
    queryFn: ({ signal }) => getMailStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A failed check is not worth an error on every page: the banner simply does not show.
    retry: 1,
  });
}

export function useMailStatus(userId: string) {
  return useQuery(mailStatusQueryOptions(userId));
}
