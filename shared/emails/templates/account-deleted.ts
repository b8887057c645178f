import * as z from 'zod/mini';
import { line } from '../fields';
import { defineTemplate } from '../layout';
import { accountDeletedSummary } from './account-deleted-data';

/*
 * "Your data is yours": the confirmation that an account was deleted. To the account's
 * own address (proved when it signed up), and to a teen's confirmed guardian, whoever asked. What went
 * and what stayed is said in fixed wordings, one per kind of account, so no free text reaches it.
 */

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
