import * as z from 'zod/mini';
import { emailAddress, line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To the support mailbox, when a signed-in user reports a job. `reason` is the reason's label as the
 * reporter saw it; `description` may be empty.
 */
export const supportAlertJobReported = defineTemplate({
  name: 'SupportAlert_JobReported',
  dataSchema: z.strictObject({
    jobId: line(),
    jobTitle: line(),
    jobUrl: link(),
    employerName: line(),
    reason: line(),
    description: paragraph(),
    reporterEmail: emailAddress(),
  }),
  subject: 'Job reported: {{jobTitle}} ({{reason}})',
  content: {
    preview: 'Please review the job and the reporter’s details.',
    heading: 'A job was reported',
    body: [
      'A user reported a job. Please review it, and hide it or contact the employer if it breaks the rules or could put a student at risk.',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['Job id', '{{jobId}}'],
          ['Employer', '{{employerName}}'],
          ['Reason', '{{reason}}'],
          ['Details from the reporter', '{{description}}'],
          ['Reported by', '{{reporterEmail}}'],
        ],
      },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      'Students may be under 18: treat reports about money requests, harassment or unsafe meeting places first.',
    ],
    reason:
      'You are getting this e-mail because this address is the Neighbourhood Jobs support mailbox for job reports.',
    inviteReplies: false,
  },
});
