import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/** To the employer, when a student applies for one of their jobs. */
export const employerAlertTeenApplied = defineTemplate({
  name: 'EmployerAlert_TeenApplied',
  dataSchema: z.strictObject({
    employerName: line(),
    /**
     * The student's name in two parts: the first name is in the subject, so mail clients do not thread
     * different applicants' mails together.
     */
    studentFirstName: line(),
    studentLastName: line(),
    jobTitle: line(),
    appUrl: link(),
    jobUrl: link(),
  }),
  subject: 'New application from {{studentFirstName}} for {{jobTitle}}',
  // The student and the job are said once, in the heading.
  content: {
    preview: 'Sign in to review the application.',
    heading: '{{studentFirstName}} {{studentLastName}} applied for {{jobTitle}}',
    body: [
      'Hi {{employerName}},',
      'You have a new application. Sign in to read it, then invite the student to talk, accept the application, or let them know it is not a match.',
      { action: { label: 'Review applications', url: '{{appUrl}}' } },
      { link: { label: 'See your job’s page', url: '{{jobUrl}}' } },
      'Many of our applicants are students aged 13 to 17. Please keep every message about the job itself, agree on a public or family-approved place to meet, and include their parent or guardian when the student is under 18.',
    ],
    reason: 'You are getting this e-mail because you posted this job on Neighbourhood Jobs.',
  },
});
