import { routePath } from '@shared/routes';
import { profileResponseSchema } from '@shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/*
 * GET /user, the signed-in person's profile (spec/1 §3 User). Shared by the profile page and the job
 * application form, which prefills name, e-mail and phone from it: one cache entry for both.
 */

/** Keyed by the user so one person's profile can never be shown to another in the same tab. */
export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export function ownProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(routePath('getOwnProfile'), { signal, schema: profileResponseSchema }),
  });
}

export function useOwnProfile(userId: string) {
  return useQuery(ownProfileQueryOptions(userId));
}
