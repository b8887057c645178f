import * as z from 'zod/mini';
import { line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';

/**
 * The daily digest to a guardian: everything since the last one that was not mailed at
 * once (they chose the digest, or the day's 10 mails were used), one event per line.
 */
export const guardianAlertDigest = defineTemplate({
  name: 'GuardianAlert_Digest',
  dataSchema: z.strictObject({
    parentName: line(),
    summary: paragraph().check(z.minLength(1)),
    familyUrl: link(),
  }),
  subject: 'Your family update from Neighbourhood Jobs',
  content: {
    preview: 'What happened in your family’s accounts since the last update.',
    heading: 'Your family update',
    body: [
      'Hi {{parentName}},',
      'Here is what happened since the last update:',
      { details: [['What happened', '{{summary}}']] },
      { action: { label: 'Open your family page', url: '{{familyUrl}}' } },
    ],
    reason:
      'You are getting this e-mail because you confirmed you are a student’s parent or guardian on Neighbourhood Jobs.',
  },
});
