import * as z from 'zod';
import { line } from '../fields';
import { defineTemplate } from '../layout';

/** To the parent or guardian of a student under 18, when an employer accepts the student's application. */
export const parentAlertApplicationStatusUpdate = defineTemplate({
  name: 'ParentAlert_ApplicationStatusUpdate',
  dataSchema: z.strictObject({ teenName: line(), jobTitle: line(), parentName: line() }),
  subject: '{{teenName}}’s application for {{jobTitle}} was accepted',
  content: {
    preview: 'The employer accepted {{teenName}}’s application and shared their contact details with them.',
    heading: '{{teenName}}’s application was accepted',
    body: [
      'Hi {{parentName}},',
      'The employer accepted {{teenName}}’s application for {{jobTitle}}. We have sent {{teenName}} the employer’s phone number and e-mail address so they can arrange the job.',
      'Please talk with {{teenName}} before the job starts, and ask them to show you the employer’s details.',
      {
        tips: {
          heading: 'Before the job starts',
          items: [
            'Check who the employer is, where the work happens and how {{teenName}} will get there and back.',
            'Plan the first meeting in a public place, or with you or another adult there.',
            'Agree on the pay and the hours up front. A real job never asks for money, bank or card details, or passwords.',
            'If anything worries you, reply to this e-mail and we will look into it.',
          ],
        },
      },
    ],
    reason:
      'You are getting this e-mail because {{teenName}} is under 18 and gave your address as their parent or guardian when they joined Neighbourhood Jobs.',
  },
});
