import { reportReasons } from '../../shared/rules/conversation';
import { runtimeEnv } from '../../shared/runtime-env';
import { conversationMessages, type ReportMessageBody } from '../../shared/schemas/conversation';
import { jobPageUrl } from '../lib/app-links';
import type { Caller } from '../lib/caller';
import { badRequest, conflict, notFound } from '../lib/errors';
import { consumeLimit, releaseLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { type ConversationItem, conversations, type MessageItem } from './entities/conversations';
import { seqOfMessageId } from './message-id';
import { type Participation, participation } from './participation';

const messageNotFound = () => notFound(conversationMessages.messageNotFound, 'MESSAGE_NOT_FOUND');

/** "the employer (Dana)": who wrote or reported, as the support mailbox reads it. */
function who(role: 'student' | 'employer' | 'guardian', conversation: ConversationItem): string {
  if (role === 'student') return `the student (${conversation.studentFirstName})`;
  if (role === 'employer') return `the employer (${conversation.employerFirstName})`;
  return `the student's parent or guardian`;
}

/** A reported message, as the moderation desk files it: whose it is, and what was written. */
export interface ReportedMessage {
  conversationId: string;
  messageId: string;
  jobTitle: string;
  /** The message's author: the person the report is about. */
  senderId: string;
  sender: MessageItem['sender'];
  /** The student in the conversation is under 18 (the report concerns a minor). */
  studentIsMinor: boolean;
  /** The text as its author wrote it, before any contact details were hidden. */
  originalText: string;
  sentAt: string;
  reportedBy: 'student' | 'employer' | 'guardian';
  reportedAt: string;
}

async function report(
  p: Participation,
  caller: Caller,
  messageId: string,
  body: ReportMessageBody,
  now: Date,
): Promise<ReportedMessage> {
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
  return {
    conversationId: conversation.conversationId,
    messageId,
    jobTitle: conversation.jobTitle,
    senderId: message.senderId,
    sender: message.sender,
    studentIsMinor: conversation.studentIsMinor,
    originalText,
    sentAt: message.sentAt,
    reportedBy: p.viewer,
    reportedAt: now.toISOString(),
  };
}

/**
 * A message reported by either party, or a teen's guardian, once: stored with the text as it was
 * written, within the reporter's daily limit, and mailed to the support mailbox with the thread's id
 * (the people who read it today still do). The moderation desk, which serves the route, files it in
 * its queue with what this answers.
 */
export async function recordMessageReport(
  caller: Caller,
  conversationId: string,
  messageId: string,
  body: ReportMessageBody,
  now: Date = new Date(),
): Promise<ReportedMessage> {
  return report(await participation(caller, conversationId), caller, messageId, body, now);
}
