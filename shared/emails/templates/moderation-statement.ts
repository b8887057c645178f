import * as z from 'zod/mini';
import { line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';
import { statementDecision } from './moderation-data';

/**
 * The statement of reasons: to the person a moderator acted against (and to a minor's confirmed
 * guardian): what was decided about what, for which reason from our list, the moderator's note, and
 * how to appeal once within 30 days. The link carries a signed token, so it works even for a
 * suspended account that cannot sign in.
 */
export const moderationStatement = defineTemplate({
  name: 'ModerationStatement',
  dataSchema: z.strictObject({
    recipientName: line(),
    about: line(),
    decision: z.enum(Object.values(statementDecision) as [string, ...string[]]),
    reason: line(),
    note: paragraph(),
    decidedOn: line(),
    appealUntil: line(),
    appealUrl: link(),
  }),
  subject: 'Our decision about {{about}}',
  content: {
    preview: '{{decision}}',
    heading: 'Our decision, and why',
    body: [
      'Hi {{recipientName}},',
      'Our moderators looked at a report about {{about}}. {{decision}}',
      {
        details: [
          ['Decided on', '{{decidedOn}}'],
          ['Reason', '{{reason}}'],
          ['What the moderator saw', '{{note}}'],
        ],
      },
      'If you think we got it wrong, you can appeal once, until {{appealUntil}}. Another moderator, not the one who decided, will read your appeal and tell you the outcome by e-mail.',
      { action: { label: 'Appeal this decision', url: '{{appealUrl}}' } },
    ],
    reason:
      'You are getting this e-mail because our moderators acted on your account or on something you posted, or on those of the teen you are the guardian of.',
  },
});
