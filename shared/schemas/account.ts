import * as z from 'zod/mini';
import { plainText } from './common';

/*
 * "Your data is yours": deleting an account and downloading its data. Shared by the
 * account function (functions/account, which enforces every rule) and the web (the forms and the download).
 */

/** What the person types to confirm a deletion: a deliberate act, never a slip of the finger. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const accountMessages = {
  confirmationMismatch: `To delete the account, type ${DELETE_CONFIRMATION_WORD} in capital letters.`,
  deleted: 'The account has been deleted. We have sent a confirmation e-mail.',
  inProgress: 'This account is being deleted already. It will be gone in a moment.',
  teenNotFound: 'We could not find that teen among your family.',
} as const;

/**
 * DELETE /user and DELETE /family/teen/{id}. The word is checked by the use case, not by the schema,
 * so that someone else's teen is a 404 whatever was typed (the schema only bounds the text).
 */
export const accountDeletionSchema = z.strictObject({
  // Checked against the word by the use case (its own message); the document says the one value.
  confirmation: z.string().check(z.maxLength(40), plainText(), z.meta({ const: DELETE_CONFIRMATION_WORD })),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const accountDeletedResponseSchema = z.object({ message: z.string() });

/** The download's file name: the date, never the person's name (it may be saved on a shared computer). */
export function exportFileName(now: Date): string {
  return `neighbourhood-jobs-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * GET /user/export: the download. Only its envelope is fixed here; the rest is the person's records as
 * stored (functions/account/routes/export-account-data.ts), kept whole by the loose object.
 */
export const accountExportSchema = z.looseObject({
  format: z.string(),
  version: z.number(),
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
