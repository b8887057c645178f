import type { DateOfBirthBody } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../api-client';
import { profileKeys } from './profile-keys';

/** PUT /user/date-of-birth: a student from before dates of birth confirms theirs, once. */
export function confirmDateOfBirth(body: DateOfBirthBody) {
  return callRoute('confirmDateOfBirth', { body });
}

/** The answer is the saved profile, which replaces the cached one (and so the question goes). */
export function useConfirmDateOfBirth(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDateOfBirth,
    onSuccess: ({ message: _message, ...saved }) => queryClient.setQueryData(profileKeys.own(userId), saved),
  });
}
