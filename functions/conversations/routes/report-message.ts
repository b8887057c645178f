import { reportMessage as contract } from '../../../shared/contracts/conversations';
import { reportReasons } from '../../../shared/rules/conversation';
import { runtimeEnv } from '../../../shared/runtime-env';
import { conversationMessages, type ReportMessageBody } from '../../../shared/schemas/conversation';
import { jobPageUrl } from '../../lib/app-links';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { consumeLimit, releaseLimit } from '../../lib/limits';
import { logger } from '../../lib/logger';
import { notify } from '../../lib/notify';
import { type ConversationItem, conversations } from '../entities/conversations';
import { seqOfMessageId } from '../message-id';
import { type Participation, participation } from '../participation';

const messageNotFound = () => notFound(conversationMessages.messageNotFound, 'MESSAGE_NOT_FOUND');

/** "the employer (Dana)": who wrote or reported, as the support mailbox reads it. */
function who(role: 'student' | 'employer' | 'guardian', conversation: ConversationItem): string {
  if (role === 'student') return `the student (${conversation.studentFirstName})`;
  if (role === 'employer') return `the employer (${conversation.employerFirstName})`;
  return `the student's parent or guardian`;
}

async function report(p: Participation, caller: Caller, messageId: string, body: ReportMessageBody) {
  const now = new Date();
  const { conversation } = p;
  const seq = seqOfMessageId(messageId);
  const message = seq === null ? undefined : await conversations.message(conversation.conversationId, seq);
  if (!message || message.messageId !== messageId || message.removed) throw messageNotFound();
  if (message.senderId === caller.userId) {
    throw badRequest(conversationMessages.ownMessage, undefined, 'OWN_MESSAGE');
  }
  const slot = await consumeLimit('messageReport', caller.userId, now);
  const originalText = message.original ?? message.text;
  const stored = await conversations
    .report({
      conversationKey: conversation.conversationKey,
      itemKey: '',
      seq: message.seq,
      conversationId: conversation.conversationId,
      messageId,
      reporterId: caller.userId,
      reporterRole: p.viewer,
      reason: body.reason,
      details: body.details,
      originalText,
      shownText: message.text,
      sender: message.sender,
      sentAt: message.sentAt,
      reportedAt: now.toISOString(),
    })
    .catch(async (error: unknown) => {
      await releaseLimit(slot);
      throw error;
    });
  if (!stored.ok) {
    await releaseLimit(slot);
    throw conflict(conversationMessages.alreadyReported, 'ALREADY_REPORTED');
  }
  await notify('SupportAlert_MessageReported', [process.env[runtimeEnv.supportEmail]], {
    conversationId: conversation.conversationId,
    messageId,
    jobTitle: conversation.jobTitle,
    jobUrl: jobPageUrl(conversation.jobId),
    sentBy: who(message.sender, conversation),
    sentAt: `${message.sentAt.replace('T', ' ').slice(0, 16)} UTC`,
    originalText,
    reason: reportReasons[body.reason],
    details: body.details,
    reportedBy: who(p.viewer, conversation),
    reporterEmail: caller.email,
  });
  logger.info('conversation: message reported', { conversationId: conversation.conversationId, messageId });
}

/**
 * POST /conversations/{id}/messages/{messageId}/report: either party, or a teen's guardian, reports a
 * message once. The support mailbox gets it with the text as it was written and the thread's id; the
 * report keeps both, for the moderation desk to take over.
 */
export const reportMessage = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const p = await participation(caller, params.id);
    await report(p, caller, params.messageId, body);
    return { status: 201, body: { message: conversationMessages.reported } };
  },
});
