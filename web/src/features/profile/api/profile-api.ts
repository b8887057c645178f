import { type ProfileUpdateInput, profileResponseSchema } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey, useOwnProfile } from '../../../lib/profile/get-own-profile';

/** GET /user lives in lib/profile: the job application form reads the same profile. */
export { profileQueryKey, useOwnProfile as useProfile };

/** PUT /user/profile; the answer is the saved profile, which replaces the cached one. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) =>
      apiRequest('/user/profile', { method: 'PUT', body, schema: profileResponseSchema }),
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey(userId), saved),
  });
}
