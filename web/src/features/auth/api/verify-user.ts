import type { VerifyUserInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /verifyuser: the six-digit code mailed at sign-up. */
export function verifyUser(body: VerifyUserInput) {
  return callRoute('verifyUser', { body });
}

export function useVerifyUser() {
  return useMutation({ mutationFn: verifyUser });
}
