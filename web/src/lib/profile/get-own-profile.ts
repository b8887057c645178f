import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { profileKeys } from './profile-keys';

/*
 * GET /user, the signed-in person's profile (docs/spec/1-students-and-accounts.md §3 User). Shared by the profile page and the job
 * application form, which prefills name, e-mail and phone from it: one cache entry for both.
 */

export function getOwnProfile(signal?: AbortSignal) {
  return callRoute(
    'getOwnProfile',
    { signal },
    // Loaded with the first fetch: the jobs page imports this (a teen's age decides which jobs are open
    // to them), and a visitor's first screen need not carry the user schema and zod with it.
    async () => (await import('@shared/schemas/user')).profileResponseSchema,
  );
}

export function ownProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.own(userId),
    queryFn: ({ signal }) => getOwnProfile(signal),
  });
}

export function useOwnProfile(userId: string) {
  return useQuery(ownProfileQueryOptions(userId));
}
