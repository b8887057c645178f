import { messageResponseSchema } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /verifyuser: the six-digit code mailed at sign-up. */
export function verifyUser({ email, code }: { email: string; code: string }) {
  return callRoute('verifyUser', { body: { userId: email, verificationCode: code } }, messageResponseSchema);
}

export function useVerifyUser() {
  return useMutation({ mutationFn: verifyUser });
}
