import * as z from 'zod/mini';

/**
 * GET /user/mail-status: the caller's addresses our mail cannot reach, because SES reported
 * a hard bounce (the mailbox does not exist) or a complaint (our mail was marked as spam). `own` is
 * the account's address; `guardian` a teen's parent or guardian address. Empty when all is well.
 */
export const undeliverableAddressSchema = z.object({
  kind: z.enum(['own', 'guardian']),
  address: z.string(),
  reason: z.enum(['bounce', 'complaint']),
  /** When SES reported it (ISO). */
  since: z.string(),
});
export type UndeliverableAddress = z.infer<typeof undeliverableAddressSchema>;

export const mailStatusResponseSchema = z.object({
  undeliverable: z.array(undeliverableAddressSchema),
});
export type MailStatusResponse = z.infer<typeof mailStatusResponseSchema>;
