import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/** To the student, when the employer says they want to move forward (interview) with their application. */
export const jobApplicationInterest = defineTemplate({
  name: 'JobApplicationInterest',
  dataSchema: z.strictObject({ teenName: line(), jobTitle: line(), jobUrl: link(), conversationUrl: link() }),
  subject: 'An employer is interested in your application for {{jobTitle}}',
  content: {
    preview: 'They would like to talk with you about the job.',
    heading: 'The employer would like to talk with you',
    body: [
      'Hi {{teenName}},',
      // The employer gets none of the student's contact details: they talk in the conversation.
      'Good news! The employer is interested in your application for {{jobTitle}} and would like to talk with you about it. A conversation about the job is open on Neighbourhood Jobs: they will write to you there, and you can write to them too.',
      { action: { label: 'Open the conversation', url: '{{conversationUrl}}' } },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      {
        tips: {
          heading: 'Getting ready',
          items: [
            'If you are under 18, tell your parent or guardian, and plan any meeting together. They can read your conversations too.',
            'Keep talking on Neighbourhood Jobs: phone numbers and e-mail addresses stay hidden until it is safe.',
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
