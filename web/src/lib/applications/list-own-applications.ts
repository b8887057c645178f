import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { applicationKeys } from './application-keys';

/*
 * GET /applications: the signed-in student's own applications, newest first. Shared by My Applications
 * and the jobs page (whose Apply buttons say Applied for these jobs): one cache entry, so applying or
 * withdrawing on one screen updates the other.
 */

export async function listOwnApplications(signal?: AbortSignal) {
  const { applications } = await callRoute('listOwnApplications', { signal });
  return applications;
}

export function ownApplicationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: applicationKeys.own(userId),
    queryFn: ({ signal }) => listOwnApplications(signal),
    // A student's own list changes only through their own actions, which invalidate it.
    staleTime: 5 * 60_000,
  });
}

/** Only students have applications: pass `enabled` false for anyone else (the route refuses them). */
export function useOwnApplications(userId: string, enabled = true) {
  return useQuery({ ...ownApplicationsQueryOptions(userId), enabled });
}
