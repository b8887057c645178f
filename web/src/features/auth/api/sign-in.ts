import type { SignInInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/*
 * The accounts calls of docs/spec/1-students-and-accounts.md §7, one file each, typed by the shared contract. Pages turn failures
 * into the messages of docs/spec/1-students-and-accounts.md §8; these only talk to the API.
 */

/** POST /signin: the session's ID token (its refresh token goes into the HttpOnly cookie). */
export async function signIn(body: SignInInput) {
  return (await callRoute('signIn', { body })).data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
