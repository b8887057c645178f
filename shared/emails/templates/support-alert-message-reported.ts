import * as z from 'zod/mini';
import { emailAddress, line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To the support mailbox, when someone reports a message in a conversation: the message as its sender
 * wrote it (the parties were shown it masked), the thread's id so a moderator can find it, and why.
 */
export const supportAlertMessageReported = defineTemplate({
  name: 'SupportAlert_MessageReported',
  dataSchema: z.strictObject({
    conversationId: line(),
    messageId: line(),
    jobTitle: line(),
    jobUrl: link(),
    sentBy: line(),
    sentAt: line(),
    originalText: paragraph().check(z.minLength(1)),
    reason: line(),
    details: paragraph(),
    reportedBy: line(),
    reporterEmail: emailAddress(),
  }),
  subject: 'Message reported: {{jobTitle}} ({{reason}})',
  content: {
    preview: 'Please review the message and its conversation.',
    heading: 'A message was reported',
    body: [
      'Someone reported a message in a conversation about a job. Please review it, and block the conversation or contact the sender if it breaks the rules or could put a student at risk.',
      {
        details: [
          ['Conversation id', '{{conversationId}}'],
          ['Message id', '{{messageId}}'],
          ['Job', '{{jobTitle}}'],
          ['Written by', '{{sentBy}}'],
          ['Sent', '{{sentAt}}'],
          ['The message as written', '{{originalText}}'],
          ['Reason', '{{reason}}'],
          ['Details from the reporter', '{{details}}'],
          ['Reported by', '{{reportedBy}}'],
          ['Reporter’s e-mail', '{{reporterEmail}}'],
        ],
      },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      'The sender’s words above may hold contact details that the other party never saw. Keep them here.',
    ],
    reason:
      'You are getting this e-mail because this address is the Neighbourhood Jobs support mailbox for reports.',
    inviteReplies: false,
  },
});
