import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/** To the parent or guardian named by a student under 18 who has just created an account. */
export const parentAlertTeenRegistered = defineTemplate({
  name: 'ParentAlert_TeenRegistered',
  dataSchema: z.strictObject({ parentName: line(), teenName: line(), appUrl: link() }),
  subject: '{{teenName}} joined Neighbourhood Jobs',
  // The name is said once, in the heading; after that the mail says "they" (issue 12).
  content: {
    preview: 'They named you as their parent or guardian. Here is what that means.',
    heading: '{{teenName}} created a Neighbourhood Jobs account',
    body: [
      'Hi {{parentName}},',
      'They named you as their parent or guardian.',
      'Neighbourhood Jobs helps students aged 13 to 25 find short jobs close to home, like babysitting, pet sitting, yard work or tutoring, posted by local people and businesses.',
      'Because they are under 18, we will e-mail you each time they apply for a job and when an employer accepts or turns down one of their applications, so you always know what they are signing up for.',
      { action: { label: 'See Neighbourhood Jobs', url: '{{appUrl}}' } },
      {
        tips: {
          heading: 'Helping them stay safe',
          items: [
            'Agree together which kinds of jobs and places are OK.',
            'Ask them to tell you before meeting an employer, and to meet in a public place or with an adult there.',
            'A real job never asks for money up front, bank or card details, or passwords.',
          ],
        },
      },
      'If you do not know about this account, or you are not their parent or guardian, please reply to this e-mail and we will help.',
    ],
    reason:
      'You are getting this e-mail because a student under 18 gave your address as their parent or guardian when they joined Neighbourhood Jobs.',
  },
});
