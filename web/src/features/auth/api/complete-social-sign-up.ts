import type { SocialSignUpInput } from '@shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { withBearerToken } from '../../../lib/auth/tokens';

export interface SocialSignUpVariables {
  body: SocialSignUpInput;
  /** The Google ID token, sent as the bearer: the person has no session yet. */
  googleIdToken: string;
}

/** POST /user/social: a Google sign-in becomes a student or employer account. */
export function completeSocialSignUp({ body, googleIdToken }: SocialSignUpVariables) {
  return withBearerToken(googleIdToken, () => callRoute('completeSocialSignUp', { body }));
}

export function useCompleteSocialSignUp() {
  return useMutation({ mutationFn: completeSocialSignUp });
}
