import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';
import { closedHeading, closedOutcome } from './application-closed-data';

/**
 * To the student, when their application ends without the employer's decision: the
 * job was filled or removed while it was pending, or their guardian declined it. Only the fixed
 * wordings of application-closed-data.ts are allowed.
 */
export const teenApplicationClosed = defineTemplate({
  name: 'TeenApplicationClosed',
  dataSchema: z.strictObject({
    teenName: line(),
    jobTitle: line(),
    jobUrl: link(),
    heading: z.enum(Object.values(closedHeading) as [string, ...string[]]),
    outcome: z.enum(Object.values(closedOutcome) as [string, ...string[]]),
  }),
  subject: 'Your application for {{jobTitle}}: {{heading}}',
  content: {
    preview: 'An update on your application for {{jobTitle}}.',
    heading: '{{heading}}',
    body: [
      'Hi {{teenName}},',
      '{{outcome}}',
      { details: [['Job', '{{jobTitle}}']] },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
    ],
    reason: 'You are getting this e-mail because you applied for a job on Neighbourhood Jobs.',
  },
});
