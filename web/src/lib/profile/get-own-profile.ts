import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { profileKeys } from './profile-keys';

/*
 * GET /user, the signed-in person's profile (docs/spec/1-students-and-accounts.md §3 User). Shared by the profile page and the job
 * application form, which prefills name, e-mail and phone from it: one cache entry for both.
 */

export function getOwnProfile(signal?: AbortSignal) {
  return callRoute('getOwnProfile', { signal });
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
