import * as z from 'zod/mini';
import { line } from '../fields';
import { defineTemplate } from '../layout';

/*
 * "Your data is yours" (issue 21 §4): the confirmation that an account was deleted. To the account's
 * own address (proved when it signed up), and to a teen's confirmed guardian, whoever asked. What went
 * and what stayed is said in fixed wordings, one per kind of account, so no free text reaches it.
 */

/** What the deletion did, by the kind of account it was. */
export const accountDeletedSummary = {
  student:
    'Its profile, saved searches and job alerts are gone, and its guardian link has ended. Pending applications were withdrawn; employers see past applications as “Former student”, with no name, e-mail, phone or note.',
  employer:
    'Its profile is gone. Open jobs were closed, and every job and application now shows “Former employer”, with no name, e-mail, phone or street address.',
  guardian: 'Its profile is gone, and the links to the teens it was the guardian of have ended.',
} as const;
export type DeletedAccountKind = keyof typeof accountDeletedSummary;

export const accountDeleted = defineTemplate({
  name: 'AccountDeleted',
  dataSchema: z.strictObject({
    recipientName: line(),
    accountName: line(),
    /** "you", or the guardian's name when a guardian deleted a teen's account. */
    requestedBy: line(),
    deletedOn: line(),
    summary: z.enum(Object.values(accountDeletedSummary) as [string, ...string[]]),
  }),
  subject: 'The Neighbourhood Jobs account of {{accountName}} has been deleted',
  content: {
    preview: 'The account was deleted on {{deletedOn}}. This cannot be undone.',
    heading: 'The account has been deleted',
    body: [
      'Hi {{recipientName}},',
      'The Neighbourhood Jobs account of {{accountName}} was deleted on {{deletedOn}}, as {{requestedBy}} asked. Nobody can sign in to it any more.',
      '{{summary}}',
      'We keep no copy, except what the law or safety needs: reports about jobs (without the reporter’s contact details), and the fact that mail to a bouncing address must not be sent. To use Neighbourhood Jobs again, sign up anew.',
    ],
    reason:
      'You are getting this e-mail because the account was yours, or you are the guardian of the teen it belonged to. It is the last e-mail about this account.',
    inviteReplies: false,
  },
});
