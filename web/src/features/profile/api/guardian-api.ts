import { routePath } from '@shared/routes';
import type { CorrectGuardianInput } from '@shared/schemas/family';
import { profileResponseSchema } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile/get-own-profile';

/*
 * The teen's side of their guardian invitation (issue 20 §1): send it again, or correct the address.
 * Each answer carries the updated profile, which replaces the cached one.
 */

const answerSchema = z.object({ message: z.string(), profile: profileResponseSchema });

export function useResendGuardianInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(routePath('resendGuardianInvitation'), { method: 'POST', schema: answerSchema }),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}

export function useCorrectGuardian(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectGuardianInput) =>
      apiRequest(routePath('correctGuardian'), { method: 'PUT', body, schema: answerSchema }),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}
