import * as z from 'zod';
import { line } from '../fields';
import { defineTemplate } from '../layout';

/** To the parent or guardian of a student under 18, when the student applies. Dates come formatted. */
export const parentAlertTeenApplied = defineTemplate({
  name: 'ParentAlert_TeenApplied',
  dataSchema: z.strictObject({
    parentName: line(),
    teenName: line(),
    jobTitle: line(),
    employerName: line(),
    jobCity: line(),
    jobState: line(),
    startDate: line(),
    endDate: line(),
  }),
  subject: '{{teenName}} applied for a job: {{jobTitle}}',
  content: {
    preview: '{{teenName}} applied for {{jobTitle}} with {{employerName}} in {{jobCity}}, {{jobState}}.',
    heading: '{{teenName}} applied for a job',
    body: [
      'Hi {{parentName}},',
      '{{teenName}} listed you as their parent or guardian on Neighbourhood Jobs, so we let you know each time they apply for a job. Here is the one they just applied for:',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['Employer', '{{employerName}}'],
          ['Where', '{{jobCity}}, {{jobState}}'],
          ['Dates', '{{startDate}} to {{endDate}}'],
        ],
      },
      'Nothing has been agreed yet: the employer will review the application first. We will e-mail you again when they accept it or choose someone else.',
      {
        tips: {
          heading: 'A few things to talk about with {{teenName}}',
          items: [
            'Who the employer is, where the work happens and how {{teenName}} will get there and back.',
            'Meeting the employer for the first time in a public place, or with you or another adult there.',
            'A real job never asks for money up front, bank or card details, or passwords.',
            'If anything about this job worries you, reply to this e-mail and we will look into it.',
          ],
        },
      },
    ],
    reason:
      'You are getting this e-mail because {{teenName}} is under 18 and gave your address as their parent or guardian when they joined Neighbourhood Jobs.',
  },
});
