import * as z from 'zod/mini';
import { line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To a confirmed guardian, when their teen's application waits for them: the employer
 * neither sees it nor hears of it until they approve. The mail shows the whole job, as the student
 * read it, and who posted it (approval-request-data.ts). Both buttons open a page that shows the job
 * again and asks once more, so a mail scanner that follows links approves nothing.
 */
export const guardianAlertApprovalRequest = defineTemplate({
  name: 'GuardianAlert_ApprovalRequest',
  dataSchema: z.strictObject({
    parentName: line(),
    teenName: line(),
    jobTitle: line(),
    description: paragraph(),
    employerFirstName: line(),
    /** How long they have been on the site, and their rating once reviews exist. */
    employerStanding: line(),
    jobCity: line(),
    jobState: line(),
    startDate: line(),
    endDate: line(),
    hours: line(),
    pay: line(),
    approveUrl: link(),
    declineUrl: link(),
    jobUrl: link(),
  }),
  subject: '{{teenName}} would like to apply for {{jobTitle}}',
  content: {
    preview: 'Their application waits for your approval before the employer sees it.',
    heading: '{{teenName}} would like to apply for a job',
    body: [
      'Hi {{parentName}},',
      'Their application waits for you: the employer does not see it until you approve it. Here is the whole job, as they read it before applying.',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['What it is', '{{description}}'],
          ['Dates', '{{startDate}} to {{endDate}}'],
          ['Hours', '{{hours}}'],
          ['Pay', '{{pay}}'],
          ['Where', '{{jobCity}}, {{jobState}}'],
          ['Posted by', '{{employerFirstName}}'],
          ['About them', '{{employerStanding}}'],
        ],
      },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      { action: { label: 'Approve', url: '{{approveUrl}}' } },
      { action: { label: 'Decline', url: '{{declineUrl}}' } },
      'If you decline, we tell them kindly and the employer never hears of it. You can also decide on your family page.',
    ],
    reason:
      'You are getting this e-mail because you confirmed you are this student’s parent or guardian on Neighbourhood Jobs.',
  },
});
