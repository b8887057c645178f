import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { familyKeys } from './query-keys';

/**
 * POST /guardian/application: the application an approval link names, with its whole job. A POST (the
 * token stays out of addresses servers log) that changes nothing, so it is a query here.
 */
export function readApproval(token: string, signal?: AbortSignal) {
  return callRoute('readApplicationByLink', { body: { token }, signal });
}

export function approvalQueryOptions(token: string) {
  return queryOptions({
    queryKey: familyKeys.approval(token),
    queryFn: ({ signal }) => readApproval(token, signal),
    // A link that does not work will not start working on a retry.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useApproval = (token: string, enabled: boolean) =>
  useQuery({ ...approvalQueryOptions(token), enabled });
