import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To a confirmed guardian, when their teen's application waits for them: the employer
 * neither sees it nor hears of it until they approve. Both buttons open a page that asks once more,
 * so a mail scanner that follows links approves nothing.
 */
export const guardianAlertApprovalRequest = defineTemplate({
  name: 'GuardianAlert_ApprovalRequest',
  dataSchema: z.strictObject({
    parentName: line(),
    teenName: line(),
    jobTitle: line(),
    employerFirstName: line(),
    jobCity: line(),
    jobState: line(),
    startDate: line(),
    endDate: line(),
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
      'Their application waits for you: the employer does not see it until you approve it.',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['Posted by', '{{employerFirstName}}'],
          ['Where', '{{jobCity}}, {{jobState}}'],
          ['Dates', '{{startDate}} to {{endDate}}'],
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
