import type { RegistrationInput } from '@shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /user: a new student or employer account, to verify with the code mailed to it. */
export function registerUser(body: RegistrationInput) {
  return callRoute('registerUser', { body });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
