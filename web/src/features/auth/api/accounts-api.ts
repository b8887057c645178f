import {
  type ConfirmForgotPasswordInput,
  messageResponseSchema,
  type SignInInput,
  signInResponseSchema,
} from '@shared/schemas/auth';
import {
  type RegistrationInput,
  registrationResponseSchema,
  type SocialSignUpInput,
} from '@shared/schemas/user';
import { apiRequest } from '../../../lib/api-client';
import { withBearerToken } from '../../../lib/auth/tokens';

/*
 * The accounts calls of spec/1 §7, typed by the shared contract. Pages turn failures into the
 * messages of spec/1 §8; these functions only talk to the API.
 */

export async function signIn(body: SignInInput) {
  const response = await apiRequest('/signin', { method: 'POST', body, schema: signInResponseSchema });
  return response.data;
}

export function register(body: RegistrationInput) {
  return apiRequest('/user', { method: 'POST', body, schema: registrationResponseSchema });
}

export function verifyUser(email: string, verificationCode: string) {
  return apiRequest('/verifyuser', {
    method: 'POST',
    body: { userId: email, verificationCode },
    schema: messageResponseSchema,
  });
}

export function resendVerificationCode(email: string) {
  return apiRequest('/resend/verification-code', {
    method: 'POST',
    body: { emailId: email },
    schema: messageResponseSchema,
  });
}

export function requestPasswordReset(email: string) {
  return apiRequest('/forgotpassword', { method: 'POST', body: { email }, schema: messageResponseSchema });
}

export function confirmPasswordReset(body: ConfirmForgotPasswordInput) {
  return apiRequest('/confirmforgotpassword', { method: 'POST', body, schema: messageResponseSchema });
}

/** POST /user/social: the Google ID token is the bearer (the person has no session yet). */
export function completeSocialSignUp(body: SocialSignUpInput, googleIdToken: string) {
  return withBearerToken(googleIdToken, () => apiRequest('/user/social', { method: 'POST', body }));
}
