import * as z from 'zod/mini';
import { line, paragraph } from '../fields';
import { defineTemplate } from '../layout';

/** To the person whose job, review, conversation or account a moderator restored (and a minor's guardian). */
export const moderationRestored = defineTemplate({
  name: 'ModerationRestored',
  dataSchema: z.strictObject({
    recipientName: line(),
    about: line(),
    note: paragraph(),
  }),
  subject: 'We restored {{about}}',
  content: {
    preview: 'A moderator looked again and restored it.',
    heading: 'Restored',
    body: [
      'Hi {{recipientName}},',
      'A moderator looked again at {{about}} and restored it: everything is back as it was.',
      { details: [['Why', '{{note}}']] },
    ],
    reason: 'You are getting this e-mail because our moderators changed a decision about you.',
  },
});
