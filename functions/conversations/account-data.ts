import { FORMER_EMPLOYER, FORMER_STUDENT, readOnlyReason } from '../../shared/rules/conversation';
import { logger } from '../lib/logger';
import { conversations, type Party } from './entities/conversations';

/*
 * A person's conversations when their account is deleted or they download their data. Deleting
 * leaves the other party the thread: the deleted person's name becomes "Former student" or "Former
 * employer", each of their messages "Message removed" (its text and original gone), and the
 * conversation read-only. Every step is idempotent, so a deletion that died half-way is finished by
 * the next run.
 */

export async function forgetConversationsOf(
  userId: string,
  party: Party,
  now: Date = new Date(),
): Promise<number> {
  const theirs = await conversations.allOf(party, userId);
  for (const conversation of theirs) {
    const messages = await conversations.allMessages(conversation.conversationId);
    for (const message of messages) {
      if (message.senderId === userId && !message.removed) await conversations.removeMessage(message);
    }
    await conversations.forgetParty(
      conversation,
      party,
      party === 'student' ? FORMER_STUDENT : FORMER_EMPLOYER,
      now,
    );
    await conversations.deleteMail(conversation.conversationId, userId);
  }
  logger.info('account deletion: conversations forgotten', { conversations: theirs.length });
  return theirs.length;
}

/** "Download my data": each of one's conversations, with one's own messages as the other party saw them. */
export interface ConversationExport {
  conversationId: string;
  jobTitle: string;
  with: string;
  openedAt: string;
  readOnly: boolean;
  messages: { sentAt: string; text: string; masked: boolean }[];
}

export async function exportConversationsOf(
  userId: string,
  party: Party,
  now: Date = new Date(),
): Promise<ConversationExport[]> {
  const theirs = await conversations.allOf(party, userId);
  return Promise.all(
    theirs.map(async (conversation) => {
      const messages = await conversations.allMessages(conversation.conversationId);
      return {
        conversationId: conversation.conversationId,
        jobTitle: conversation.jobTitle,
        with: party === 'student' ? conversation.employerFirstName : conversation.studentFirstName,
        openedAt: conversation.openedAt,
        readOnly: readOnlyReason(conversation, now) !== null,
        // What they wrote, as it was shown: the original of a masked message is kept for moderation
        // only and is never handed to a party, its writer included.
        messages: messages
          .filter((message) => message.senderId === userId && !message.removed)
          .map((message) => ({ sentAt: message.sentAt, text: message.text, masked: message.masked })),
      };
    }),
  );
}
