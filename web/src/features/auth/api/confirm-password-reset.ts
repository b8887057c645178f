import type { ConfirmForgotPasswordInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /confirmforgotpassword: the mailed code and the new password. */
export function confirmPasswordReset(body: ConfirmForgotPasswordInput) {
  return callRoute('confirmForgotPassword', { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
