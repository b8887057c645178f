import { signInSchema } from '@shared/schemas/auth';
import * as z from 'zod/mini';
import { formSchema } from '../forms/form-schema';

export interface SignInAgainForm extends Record<string, unknown> {
  password: string;
}

export const emptySignInAgainForm: SignInAgainForm = { password: '' };

/**
 * The password onto POST /signin's rule for it (the sign-in page's words). Only the password is
 * typed here: the address and the role are the session's, so the rest of the body is not the form's.
 */
export const signInAgainFormSchema = formSchema({
  payload: z.pick(signInSchema, { password: true }),
  toPayload: (form: SignInAgainForm) => ({ password: form.password }),
});
