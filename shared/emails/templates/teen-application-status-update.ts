import * as z from 'zod';
import { emailAddress, line } from '../fields';
import { defineTemplate } from '../layout';

/** To the student, when the employer accepts their application; carries the employer's contact details. */
export const teenApplicationStatusUpdate = defineTemplate({
  name: 'TeenApplicationStatusUpdate',
  dataSchema: z.strictObject({
    teenName: line(),
    jobTitle: line(),
    contactNumber: line(),
    email: emailAddress(),
  }),
  subject: 'Good news: your application for {{jobTitle}} was accepted',
  content: {
    preview: 'The employer accepted your application. Here is how to reach them.',
    heading: 'Your application was accepted',
    body: [
      'Hi {{teenName}},',
      'Great news! The employer accepted your application for {{jobTitle}}. Get in touch with them to agree on the day, the time and where to meet.',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['Employer’s phone', '{{contactNumber}}'],
          ['Employer’s e-mail', '{{email}}'],
        ],
      },
      {
        tips: {
          heading: 'Before you start',
          items: [
            'If you are under 18, show this e-mail to your parent or guardian and plan the first meeting together.',
            'Meet in a public place, or with an adult you trust there, the first time.',
            'Agree on the pay before the work starts. A real job never asks you to pay money or share bank or card details.',
            'If something feels wrong, you can always say no. Reply to this e-mail and we will help.',
          ],
        },
      },
      'Enjoy the job!',
    ],
    reason: 'You are getting this e-mail because you applied for this job on Neighbourhood Jobs.',
  },
});
