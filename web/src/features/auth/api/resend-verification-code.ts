import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /resend/verification-code: a new sign-up code (the server makes the same 30 s wait). */
export function resendVerificationCode(email: string) {
  return callRoute('resendVerificationCode', { body: { emailId: email } });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
