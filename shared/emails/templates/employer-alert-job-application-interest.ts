import * as z from 'zod/mini';
import { emailAddress, line, link } from '../fields';
import { defineTemplate } from '../layout';

/** To the employer, confirming they chose to move forward with a student, with the student's address. */
export const employerAlertJobApplicationInterest = defineTemplate({
  name: 'EmployerAlert_JobApplicationInterest',
  dataSchema: z.strictObject({
    studentName: line(),
    employerName: line(),
    studentEmail: emailAddress(),
    jobTitle: line(),
    jobUrl: link(),
  }),
  subject: 'Next steps with {{studentName}} for {{jobTitle}}',
  // The student is named once, in the heading; the job once, in the table (issue 12).
  content: {
    preview: 'We told them you are interested. Here is how to reach them.',
    heading: 'Next steps with {{studentName}}',
    body: [
      'Hi {{employerName}},',
      'Thanks for moving forward. We have let the student know you are interested and will be in touch. You can reach them by e-mail:',
      {
        details: [
          ['Student’s e-mail', '{{studentEmail}}'],
          ['Job', '{{jobTitle}}'],
        ],
      },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      'Many of our students are 13 to 17. Please keep messages about the job, suggest a public place or a parent-approved place to meet, and include their parent or guardian when the student is under 18.',
    ],
    reason:
      'You are getting this e-mail because you posted this job on Neighbourhood Jobs and chose to move forward with an applicant.',
  },
});
