import { routePath } from '@shared/routes';
import { mailStatusResponseSchema } from '@shared/schemas/mail-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/*
 * GET /user/mail-status (issue 23): the signed-in person's own or guardian address that our mail
 * cannot reach. Read once per sign-in: a bounce is reported minutes after a send, and the banner it
 * feeds asks for a correction, which is no reason to poll.
 */

export const mailStatusQueryKey = (userId: string) => ['mailStatus', userId] as const;

export function mailStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: mailStatusQueryKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(routePath('getMailStatus'), { signal, schema: mailStatusResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
    // A failed check is not worth an error on every page: the banner simply does not show.
    retry: 1,
  });
}

export function useMailStatus(userId: string) {
  return useQuery(mailStatusQueryOptions(userId));
}
