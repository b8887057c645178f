import { routePath } from '@shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/*
 * GET /applications: the signed-in student's own applications, newest first. Shared by My Applications
 * and the jobs page (whose Apply buttons say Applied for these jobs): one cache entry, so applying or
 * withdrawing on one screen updates the other.
 */

export const ownApplicationsQueryKey = (userId: string) => ['applications', 'own', userId] as const;

export function ownApplicationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ownApplicationsQueryKey(userId),
    queryFn: async ({ signal }) => {
      // Loaded with the first fetch: the jobs page imports this for students, and a visitor's first
      // screen need not carry the applications schema (issue 11).
      const { studentApplicationsResponseSchema } = await import('@shared/schemas/application');
      return (
        await apiRequest(routePath('listOwnApplications'), {
          signal,
          schema: studentApplicationsResponseSchema,
        })
      ).applications;
    },
    // A student's own list changes only through their own actions, which invalidate it.
    staleTime: 5 * 60_000,
  });
}

/** Only students have applications: pass `enabled` false for anyone else (the route refuses them). */
export function useOwnApplications(userId: string, enabled = true) {
  return useQuery({ ...ownApplicationsQueryOptions(userId), enabled });
}
