import { signInSchema } from '@shared/schemas/auth';
import { formSchema } from '../../../lib/forms/form-schema';
import { type AccountType, roleIdOf } from './account-type';

export interface SignInFormValues extends Record<string, unknown> {
  email: string;
  password: string;
  accountType: AccountType;
}

export const signInFieldNames = { emailId: 'email', expectedRoleId: 'accountType' } as const;

/** The sign-in form onto POST /signin's body; the tab is the expected role (docs/spec/1-students-and-accounts.md §6). */
export const signInFormSchema = formSchema({
  payload: signInSchema,
  fieldNames: signInFieldNames,
  toPayload: (form: SignInFormValues) => ({
    emailId: form.email,
    password: form.password,
    expectedRoleId: roleIdOf(form.accountType),
  }),
});
