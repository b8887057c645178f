import * as z from 'zod/mini';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To a student or an employer who has a message they have not read, at most once per conversation in
 * 30 minutes (functions/conversations/mail-run.ts). It carries no text of the message: a message may
 * hold contact details that stay hidden, and the conversation is the place to read it.
 */
export const messageNotification = defineTemplate({
  name: 'MessageNotification',
  dataSchema: z.strictObject({
    recipientName: line(),
    otherPartyName: line(),
    jobTitle: line(),
    jobUrl: link(),
    conversationUrl: link(),
  }),
  subject: 'New message about {{jobTitle}}',
  content: {
    preview: '{{otherPartyName}} wrote to you on Neighbourhood Jobs.',
    heading: 'You have a new message',
    body: [
      'Hi {{recipientName}},',
      '{{otherPartyName}} wrote to you about {{jobTitle}}. Read it and reply on Neighbourhood Jobs:',
      { action: { label: 'Read the message', url: '{{conversationUrl}}' } },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      'For your safety, keep the conversation on Neighbourhood Jobs until you have met, and never send money or bank details.',
    ],
    reason:
      'You are getting this e-mail because someone wrote to you in a conversation about a job on Neighbourhood Jobs. We send at most one such e-mail per conversation every 30 minutes.',
  },
});
