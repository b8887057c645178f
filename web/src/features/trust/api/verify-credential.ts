import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /credentials/verify: anyone checks a work-history credential. */
export function verifyCredential(credential: string) {
  return callRoute('verifyCredential', { body: { credential } });
}

export function useVerifyCredential() {
  return useMutation({ mutationFn: verifyCredential });
}
