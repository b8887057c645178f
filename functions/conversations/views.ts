import {
  closedReasonText,
  guardianLine,
  MESSAGE_REMOVED,
  readOnlyReason,
  type Viewer,
} from '../../shared/rules/conversation';
import type { ConversationDetail, ConversationSummary, Message } from '../../shared/schemas/conversation';
import type { ConversationItem, MessageItem } from './entities/conversations';
import { type Participation, unlocksOf } from './participation';

/*
 * What each reader is shown of a conversation and its messages, built field by field: the masked
 * text only (never what the sender wrote before masking), the sender's notice to the sender alone.
 */

const unreadOf = (conversation: ConversationItem, viewer: Viewer) =>
  viewer === 'student'
    ? conversation.studentUnread
    : viewer === 'employer'
      ? conversation.employerUnread
      : conversation.guardianUnread;

export function toSummary(conversation: ConversationItem, viewer: Viewer, now: Date): ConversationSummary {
  return {
    id: conversation.conversationId,
    applicationId: conversation.applicationId,
    jobId: conversation.jobId,
    jobTitle: conversation.jobTitle,
    otherPartyFirstName:
      viewer === 'employer' ? conversation.studentFirstName : conversation.employerFirstName,
    studentFirstName: conversation.studentFirstName,
    employerFirstName: conversation.employerFirstName,
    studentId: conversation.studentId,
    viewer,
    unreadCount: Math.max(0, unreadOf(conversation, viewer)),
    lastMessageAt: conversation.lastMessageAt ?? null,
    readOnly: readOnlyReason(conversation, now) !== null,
  };
}

export function toDetail(p: Participation, now: Date): ConversationDetail {
  const { conversation, viewer } = p;
  const reason = readOnlyReason(conversation, now);
  const guardian =
    conversation.studentIsMinor && conversation.guardianId ? conversation.guardianFirstName : null;
  return {
    ...toSummary(conversation, viewer, now),
    stage: conversation.acceptedAt ? 'accepted' : 'interest',
    closedReason: reason,
    closedText: reason ? closedReasonText[reason] : null,
    canWrite: viewer !== 'guardian' && reason === null,
    canBlock: conversation.closedReason !== 'blocked',
    guardianLine: guardian ? guardianLine(guardian, conversation.studentFirstName) : null,
    unlocked: unlocksOf(p),
  };
}

/** A message as `viewer` is shown it (`readerId`: whose "mine" it is). */
export function toMessage(item: MessageItem, readerId: string | null): Message {
  const mine = readerId !== null && item.senderId === readerId;
  return {
    id: item.messageId,
    position: item.seq,
    sender: item.sender,
    text: item.removed ? MESSAGE_REMOVED : item.text,
    sentAt: item.sentAt,
    masked: item.masked && !item.removed,
    mine,
    removed: item.removed === true,
    ...(mine && item.notice && !item.removed ? { notice: item.notice } : {}),
  };
}
