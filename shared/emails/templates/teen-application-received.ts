import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/** To the student, right after they apply. */
export const teenApplicationReceived = defineTemplate({
  name: 'TeenApplicationReceived',
  dataSchema: z.strictObject({ teenName: line(), jobTitle: line(), employerName: line(), jobUrl: link() }),
  subject: 'Your application for {{jobTitle}} was sent',
  // The job and the employer are said once, in the table.
  content: {
    preview: 'Here is what happens next.',
    heading: 'Your application is on its way',
    body: [
      'Hi {{teenName}},',
      'Nice work! We sent your application to the employer:',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['Employer', '{{employerName}}'],
        ],
      },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      'The employer will look at your application. If they would like to talk with you, or once they decide, we will e-mail you. You can also follow it under My Applications, and withdraw it there while it is still pending.',
      {
        tips: {
          heading: 'Staying safe',
          items: [
            'Tell a parent, guardian or another adult you trust about the job before you go.',
            'A real job never asks you to pay money or share bank or card details.',
            'If something feels wrong, say no, and report the job with the flag on its listing.',
          ],
        },
      },
      'Good luck!',
    ],
    reason: 'You are getting this e-mail because you applied for a job on Neighbourhood Jobs.',
  },
});
