import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /forgotpassword: a reset code mailed to the address (first send and every resend). */
export function requestPasswordReset(email: string) {
  return callRoute('forgotPassword', { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
