import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { profileKeys } from '../profile/profile-keys';

/** POST /user/guardian/resend: the teen sends their guardian invitation again. */
export function resendGuardianInvitation() {
  return callRoute('resendGuardianInvitation', {});
}

/** The answer carries the updated profile, which replaces the cached one. */
export function useResendGuardianInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendGuardianInvitation(),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileKeys.own(userId), profile),
  });
}
