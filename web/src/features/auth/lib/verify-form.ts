import { verifyUserSchema } from '@shared/schemas/auth';
import { formSchema } from '../../../lib/forms/form-schema';

export interface VerifyForm extends Record<string, unknown> {
  code: string;
}

export const emptyVerifyForm: VerifyForm = { code: '' };

/** The code boxes onto POST /verifyuser, for the address that registered (or signed in unverified). */
export function verifyFormSchema(email: string) {
  return formSchema({
    payload: verifyUserSchema,
    fieldNames: { verificationCode: 'code' },
    toPayload: (form: VerifyForm) => ({ userId: email, verificationCode: form.code }),
  });
}
