import type { ProfileUpdateInput } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile/profile-keys';

/** PUT /user/profile. GET /user lives in lib/profile: the job application form reads the same profile. */
export function updateProfile(body: ProfileUpdateInput) {
  return callRoute('updateOwnProfile', { body });
}

/** The answer is the saved profile, which replaces the cached one. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.own(userId), saved),
  });
}
