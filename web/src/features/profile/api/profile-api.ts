import { type ProfileUpdateInput, profileResponseSchema } from '@shared/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Keyed by the user so one person's profile can never be shown to another in the same tab. */
export const profileQueryKey = (userId: string) => ['profile', userId] as const;

/** GET /user: the signed-in person's profile (spec/1 §3 User). */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => apiRequest('/user', { signal, schema: profileResponseSchema }),
  });
}

/** PUT /user/profile; the answer is the saved profile, which replaces the cached one. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) =>
      apiRequest('/user/profile', { method: 'PUT', body, schema: profileResponseSchema }),
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey(userId), saved),
  });
}
