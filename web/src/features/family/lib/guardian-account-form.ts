import { passwordMessages } from '@shared/rules/password';
import { acceptInvitationBodySchema } from '@shared/schemas/family';
import { formSchema } from '../../../lib/forms/form-schema';

/** The guardian's new account, made from the invitation link. */
export interface GuardianAccountForm extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/** Prefilled with the name the teen gave ("Priya Patel"): the guardian corrects it if needed. */
export function emptyGuardianAccountForm(guardianName: string): GuardianAccountForm {
  const [firstName = '', ...rest] = guardianName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), password: '', confirmPassword: '' };
}

export const guardianAccountFormSchema = (token: string) =>
  formSchema({
    payload: acceptInvitationBodySchema,
    check: (form: GuardianAccountForm) => ({
      confirmPassword:
        form.confirmPassword !== form.password && (form.confirmPassword || form.password)
          ? passwordMessages.mismatch
          : null,
    }),
    toPayload: (form: GuardianAccountForm) => ({
      token,
      firstName: form.firstName,
      lastName: form.lastName,
      password: form.password,
    }),
  });
