import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To the employer, confirming they chose to move forward with a student. The student's contact
 * details stay with us: the conversation that opened with the interest is the way to reach them.
 */
export const employerAlertJobApplicationInterest = defineTemplate({
  name: 'EmployerAlert_JobApplicationInterest',
  dataSchema: z.strictObject({
    studentName: line(),
    employerName: line(),
    jobTitle: line(),
    jobUrl: link(),
    conversationUrl: link(),
  }),
  subject: 'Next steps with {{studentName}} for {{jobTitle}}',
  // The student is named once, in the heading; the job once, in the table.
  content: {
    preview: 'We told them you are interested. Write to them in your messages.',
    heading: 'Next steps with {{studentName}}',
    body: [
      'Hi {{employerName}},',
      'Thanks for moving forward. We have let the student know you are interested. A conversation about {{jobTitle}} is open between you: write to them there to agree on a time and what to bring.',
      { action: { label: 'Open the conversation', url: '{{conversationUrl}}' } },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      'Many of our students are 13 to 17. Please keep messages about the job, suggest a public place or a parent-approved place to meet, and remember that a student’s parent or guardian can read their conversations.',
    ],
    reason:
      'You are getting this e-mail because you posted this job on Neighbourhood Jobs and chose to move forward with an applicant.',
  },
});
