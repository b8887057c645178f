import { accountDeletionSchema, accountMessages, DELETE_CONFIRMATION_WORD } from '@shared/schemas/account';
import { formSchema } from '../forms/form-schema';

export interface DeleteAccountForm extends Record<string, unknown> {
  /** What was typed to confirm: the word DELETE. */
  confirmation: string;
}

export const emptyDeleteAccountForm: DeleteAccountForm = { confirmation: '' };

/**
 * The typed word onto DELETE /user's body. The server checks the word in its use case, not its schema
 * (someone else's teen is a 404 whatever was typed), so the form checks it first, in the same words.
 */
export const deleteAccountFormSchema = formSchema({
  payload: accountDeletionSchema,
  toPayload: (form: DeleteAccountForm) => ({ confirmation: form.confirmation.trim() }),
  check: (form) => ({
    confirmation:
      form.confirmation.trim() === DELETE_CONFIRMATION_WORD ? null : accountMessages.confirmationMismatch,
  }),
});
