import type { CorrectGuardianInput } from '@shared/schemas/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { profileKeys } from '../profile/profile-keys';

/** PUT /user/guardian: the teen corrects their guardian's address before confirmation. */
export function correctGuardian(body: CorrectGuardianInput) {
  return callRoute('correctGuardian', { body });
}

/** The answer carries the updated profile, which replaces the cached one. */
export function useCorrectGuardian(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctGuardian,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileKeys.own(userId), profile),
  });
}
