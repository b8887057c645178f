import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/** To the student, when the employer says they want to move forward (interview) with their application. */
export const jobApplicationInterest = defineTemplate({
  name: 'JobApplicationInterest',
  dataSchema: z.strictObject({ teenName: line(), jobTitle: line(), jobUrl: link() }),
  subject: 'An employer is interested in your application for {{jobTitle}}',
  content: {
    preview: 'They would like to talk with you about the job.',
    heading: 'The employer would like to talk with you',
    body: [
      'Hi {{teenName}},',
      // The employer gets the student's e-mail address only (never the phone): say so.
      'Good news! The employer is interested in your application for {{jobTitle}} and would like to talk with you about it. They have your e-mail address and will write to you soon, so keep an eye on your inbox.',
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      {
        tips: {
          heading: 'Getting ready',
          items: [
            'If you are under 18, tell your parent or guardian, and plan any meeting together.',
            'Meet in a public place, or with an adult you trust there.',
            'Have a question ready or two: what the work is, the hours and the pay.',
            'A real job never asks you to pay money or share bank or card details.',
          ],
        },
      },
      'Good luck!',
    ],
    reason: 'You are getting this e-mail because you applied for this job on Neighbourhood Jobs.',
  },
});
