import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/** To the parent or guardian of a student under 18, when the student applies. Dates come formatted. */
export const parentAlertTeenApplied = defineTemplate({
  name: 'ParentAlert_TeenApplied',
  dataSchema: z.strictObject({
    parentName: line(),
    teenName: line(),
    jobTitle: line(),
    jobUrl: link(),
    employerName: line(),
    jobCity: line(),
    jobState: line(),
    startDate: line(),
    endDate: line(),
  }),
  subject: '{{teenName}} applied for a job: {{jobTitle}}',
  // The name is said once, in the heading; after that the mail says "they".
  content: {
    preview: 'The job is with {{employerName}} in {{jobCity}}, {{jobState}}. Nothing is agreed yet.',
    heading: '{{teenName}} applied for a job',
    body: [
      'Hi {{parentName}},',
      'They named you as their parent or guardian on Neighbourhood Jobs, so we let you know each time they apply for a job. Here is the one they just applied for:',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['Employer', '{{employerName}}'],
          ['Where', '{{jobCity}}, {{jobState}}'],
          ['Dates', '{{startDate}} to {{endDate}}'],
        ],
      },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      'Nothing has been agreed yet: the employer will review the application first. We will e-mail you again when they accept it or choose someone else.',
      {
        tips: {
          heading: 'A few things to talk about together',
          items: [
            'Who the employer is, where the work happens and how they will get there and back.',
            'Meeting the employer for the first time in a public place, or with you or another adult there.',
            'A real job never asks for money up front, bank or card details, or passwords.',
          ],
        },
      },
    ],
    reason:
      'You are getting this e-mail because a student under 18 gave your address as their parent or guardian when they joined Neighbourhood Jobs.',
  },
});
