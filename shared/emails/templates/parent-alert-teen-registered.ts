import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To the parent or guardian named by a student under 18, once the student has verified their own
 * address: every minor's registration is announced, and the announcement is the
 * guardian's invitation. Its link is signed, single-use and valid for 7 days; until it is used nothing
 * else is sent to this address.
 */
export const parentAlertTeenRegistered = defineTemplate({
  name: 'ParentAlert_TeenRegistered',
  dataSchema: z.strictObject({
    parentName: line(),
    /** The teen's full name, in the subject and heading; their first name in the sentences. */
    teenName: line(),
    teenFirstName: line(),
    confirmUrl: link(),
    expiresOn: line(),
  }),
  subject: 'Confirm you are {{teenName}}’s parent or guardian',
  // The sentences that once began "They" name the child, so a parent of several knows at once which
  // one this is about; after that, "their" (each fact said once, shared/emails/templates.test.ts).
  content: {
    preview: '{{teenFirstName}} named you as their parent or guardian on Neighbourhood Jobs. Please confirm.',
    heading: 'Confirm you are {{teenName}}’s parent or guardian',
    body: [
      'Hi {{parentName}},',
      '{{teenFirstName}} has just created a Neighbourhood Jobs account and named you as their parent or guardian.',
      'Neighbourhood Jobs helps students aged 13 to 25 find short jobs close to home, like babysitting, pet sitting, yard work or tutoring, posted by local people and businesses.',
      'Once you confirm, you get your own family page: you see their applications, can approve each one before an employer sees it (asked by default until they turn 16), and choose how far away and which kinds of jobs are OK. Until then we send nothing else to this address.',
      { action: { label: 'Confirm or decline', url: '{{confirmUrl}}' } },
      { details: [['This link works until', '{{expiresOn}}']] },
      {
        tips: {
          heading: 'Helping {{teenFirstName}} stay safe',
          items: [
            'Agree together which kinds of jobs and places are OK.',
            'Ask them to tell you before meeting an employer, and to meet in a public place or with an adult there.',
            'A real job never asks for money up front, bank or card details, or passwords.',
          ],
        },
      },
      'If {{teenFirstName}} is not your child, open the link and choose "This is not my child": we pause their applications and our team looks into it.',
    ],
    reason:
      'You are getting this e-mail because a student under 18 gave your address as their parent or guardian when they joined Neighbourhood Jobs.',
  },
});
