import * as z from 'zod/mini';
import { line } from '../fields';
import { defineTemplate } from '../layout';
import { reportOutcome } from './moderation-data';

/** To the person who reported something: what came of it, without details of the other person. */
export const moderationReportOutcome = defineTemplate({
  name: 'ModerationReportOutcome',
  dataSchema: z.strictObject({
    recipientName: line(),
    about: line(),
    reportedOn: line(),
    outcome: z.enum(Object.values(reportOutcome) as [string, ...string[]]),
  }),
  subject: 'What happened to your report about {{about}}',
  content: {
    preview: '{{outcome}}',
    heading: 'Your report has been decided',
    body: ['Hi {{recipientName}},', 'On {{reportedOn}} you reported {{about}}.', '{{outcome}}'],
    reason: 'You are getting this e-mail because you reported something on Neighbourhood Jobs.',
  },
});
