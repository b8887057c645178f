import * as z from 'zod/mini';
import { line } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To a teen's confirmed guardian on the teen's 18th birthday (functions/family/birthdays.ts): the
 * account is an adult's now, and the link between the two accounts ends by itself.
 */
export const guardianAlertLinkEnded = defineTemplate({
  name: 'GuardianAlert_LinkEnded',
  dataSchema: z.strictObject({
    parentName: line(),
    teenName: line(),
  }),
  subject: '{{teenName}} is 18 today, so your family link ends',
  content: {
    preview: 'Their Neighbourhood Jobs account is an adult’s account from today.',
    heading: '{{teenName}} is 18 today',
    body: [
      'Hi {{parentName}},',
      'Their Neighbourhood Jobs account is an adult’s account from today, so the link between your account and theirs ends.',
      'We no longer tell you about their applications, and their applications no longer wait for your approval: any that were waiting go to the employers now. Your family page no longer shows them.',
      'Your own account stays as it is, with any other teens you follow.',
    ],
    reason:
      'You are getting this e-mail because you were their confirmed parent or guardian on Neighbourhood Jobs.',
  },
});
