import { PASSWORD_STRENGTH_MIN_SCORE, passwordMessages, requirementsMet } from '@shared/rules/password';
import { confirmForgotPasswordSchema, forgotPasswordSchema } from '@shared/schemas/auth';
import { formSchema } from '../../../lib/forms/form-schema';

export interface ResetRequestForm extends Record<string, unknown> {
  email: string;
}

export const resetRequestFormSchema = formSchema({
  payload: forgotPasswordSchema,
  toPayload: (form: ResetRequestForm) => ({ email: form.email }),
});

export interface ResetForm extends Record<string, unknown> {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyResetForm: ResetForm = { code: '', newPassword: '', confirmPassword: '' };

/** The new-password fields open once the code has six digits (docs/spec/1-students-and-accounts.md §2). */
export const isCompleteCode = (code: string) => /^\d{6}$/.test(code.trim());

/** Step 2 onto POST /confirmforgotpassword for the address of step 1 (docs/spec/1-students-and-accounts.md §5 reset rules). */
export function resetFormSchema(email: string) {
  return formSchema({
    payload: confirmForgotPasswordSchema,
    fieldNames: { confirmationCode: 'code' },
    toPayload: (form: ResetForm) => ({ email, confirmationCode: form.code, newPassword: form.newPassword }),
    check: (form) => ({
      // Far from the rules: the spec's general message. Closer: the contract names the rule that is
      // still broken, as on sign-up (the checklist beside the field shows the same).
      newPassword:
        form.newPassword && requirementsMet(form.newPassword) < PASSWORD_STRENGTH_MIN_SCORE
          ? passwordMessages.weak
          : null,
      confirmPassword:
        form.confirmPassword !== form.newPassword && (form.confirmPassword || form.newPassword)
          ? passwordMessages.mismatch
          : null,
    }),
  });
}
