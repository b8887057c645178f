import * as z from 'zod/mini';
import { emailAddress, line } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To the support mailbox, when the person at a teen's guardian address says "This is not my child"
 *: the teen's applications are paused until a correct guardian confirms.
 */
export const supportAlertGuardianDeclined = defineTemplate({
  name: 'SupportAlert_GuardianDeclined',
  dataSchema: z.strictObject({
    teenName: line(),
    teenEmail: emailAddress(),
    guardianEmail: emailAddress(),
  }),
  subject: 'Guardian declined: {{teenName}}',
  content: {
    preview: 'The person at a teen’s guardian address says it is not their child.',
    heading: 'A guardian invitation was declined',
    body: [
      'The person at the guardian address a student under 18 gave says they are not the student’s parent or guardian. The student’s applications are paused until a correct guardian confirms.',
      {
        details: [
          ['Student', '{{teenName}}'],
          ['Student’s e-mail', '{{teenEmail}}'],
          ['Address that declined', '{{guardianEmail}}'],
        ],
      },
      'Please contact the student: the address may be mistyped, or someone may be using an account that is not theirs.',
    ],
    reason: 'You are getting this e-mail because this address is the Neighbourhood Jobs support mailbox.',
    inviteReplies: false,
  },
});
