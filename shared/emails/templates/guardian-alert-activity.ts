import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To a confirmed guardian who hears of every event: one thing that happened in their
 * teen's account, in the words of the family page (shared/rules/family.ts `activitySentence`).
 */
export const guardianAlertActivity = defineTemplate({
  name: 'GuardianAlert_Activity',
  dataSchema: z.strictObject({
    parentName: line(),
    summary: line(),
    familyUrl: link(),
  }),
  // The summary names the teen and the job ("Maya was accepted for Dog walking."): it is the subject.
  subject: '{{summary}}',
  content: {
    preview: 'An update from your family page.',
    heading: 'News from Neighbourhood Jobs',
    body: [
      'Hi {{parentName}},',
      '{{summary}}',
      { action: { label: 'Open your family page', url: '{{familyUrl}}' } },
      'You can choose one daily digest instead of a mail for each event on your family page.',
    ],
    reason:
      'You are getting this e-mail because you confirmed you are this student’s parent or guardian on Neighbourhood Jobs.',
  },
});
