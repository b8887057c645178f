import * as z from 'zod/mini';
import { line, paragraph } from '../fields';
import { defineTemplate } from '../layout';
import { appealOutcomeWords } from './moderation-data';

/** To the person who appealed (and a minor's guardian): another moderator's outcome, and why. */
export const moderationAppealDecided = defineTemplate({
  name: 'ModerationAppealDecided',
  dataSchema: z.strictObject({
    recipientName: line(),
    about: line(),
    outcome: z.enum(Object.values(appealOutcomeWords) as [string, ...string[]]),
    note: paragraph(),
  }),
  subject: 'Your appeal about {{about}} has been decided',
  content: {
    preview: '{{outcome}}',
    heading: 'Your appeal has been decided',
    body: [
      'Hi {{recipientName}},',
      'You appealed our decision about {{about}}. {{outcome}}',
      { details: [['Why', '{{note}}']] },
      'This decision is final on Neighbourhood Jobs.',
    ],
    reason: 'You are getting this e-mail because you appealed a decision of our moderators.',
  },
});
