import { sendMessage as contract } from '../../../shared/contracts/conversations';
import { hiddenNotice, maskContactDetails } from '../../../shared/rules/contact-details';
import {
  closedReasonText,
  MAIL_DELAY_MINUTES,
  readOnlyReason,
  type Sender,
} from '../../../shared/rules/conversation';
import { conversationMessages, type SendMessageResponse } from '../../../shared/schemas/conversation';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { consumeLimit, type LimitSlot, releaseLimit } from '../../lib/limits';
import { logger } from '../../lib/logger';
import { type ConversationItem, conversations, type MessageItem } from '../entities/conversations';
import { pushToUser } from '../live-delivery';
import { type Participation, participation, unlockFactsOf, unlocksOf } from '../participation';
import { encodeThreadCursor } from '../thread-cursor';
import { toMessage } from '../views';

/** Two people typing at once take turns for the next number: a write that lost is tried again. */
const ATTEMPTS = 8;

function refuseIfClosed(conversation: ConversationItem, now: Date): void {
  const reason = readOnlyReason(conversation, now);
  if (reason) throw conflict(closedReasonText[reason], 'CONVERSATION_CLOSED');
}

/** The message, as the next of its thread; a closed thread refuses it (409). */
async function append(
  p: Participation,
  sender: Sender,
  caller: Caller,
  text: string,
  now: Date,
): Promise<{ item: MessageItem; conversation: ConversationItem }> {
  const facts = unlockFactsOf(p);
  const masked = maskContactDetails(text, unlocksOf(p));
  let conversation = p.conversation;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    refuseIfClosed(conversation, now);
    const written = await conversations.append(
      conversation,
      {
        sender,
        senderId: caller.userId,
        text: masked.text,
        ...(masked.masked ? { original: text, notice: hiddenNotice(masked.hidden, facts) } : {}),
        masked: masked.masked,
        hidden: masked.hidden,
        sentAt: now.toISOString(),
      },
      now,
    );
    if (written.ok) return { item: written.value, conversation };
    const current = await conversations.get(conversation.conversationId);
    if (!current) throw new Error('A conversation disappeared while a message was written to it');
    conversation = current;
  }
  throw conflict(conversationMessages.busy, 'CONVERSATION_BUSY');
}

/**
 * What follows a message, none of which may fail it: the other party's open pages get it at once,
 * their "new message" mail is due unless they read it soon, and a teen's guardian gets it counted
 * for their digest.
 */
async function afterSending(
  conversation: ConversationItem,
  item: MessageItem,
  sender: Sender,
  now: Date,
): Promise<void> {
  const recipient: Sender = sender === 'student' ? 'employer' : 'student';
  const recipientId = recipient === 'student' ? conversation.studentId : conversation.employerId;
  await Promise.all([
    pushToUser(recipientId, {
      type: 'message',
      conversationId: conversation.conversationId,
      message: toMessage(item, recipientId),
      after: encodeThreadCursor(item.seq),
      previous: encodeThreadCursor(item.seq - 1),
    }),
    conversations.mailDue(conversation, recipient, now, MAIL_DELAY_MINUTES).catch((error: unknown) => {
      logger.error('message: could not schedule the new-message mail', {
        conversationId: conversation.conversationId,
        error,
      });
    }),
    conversations.countForDigest(conversation, now).catch((error: unknown) => {
      logger.error("message: could not count it for the guardian's digest", {
        conversationId: conversation.conversationId,
        error,
      });
    }),
  ]);
}

/**
 * POST /conversations/{id}/messages: the student or the employer writes. Contact details that are not
 * unlocked are masked before anything is stored for the parties (the original is kept for moderation
 * only); the sender is told what was hidden and why. 60 messages an hour and 300 a day per person.
 */
export const sendMessage = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const now = new Date();
    const p = await participation(caller, params.id);
    if (p.viewer === 'guardian') throw forbidden(conversationMessages.guardianReadOnly, 'GUARDIAN_READ_ONLY');
    const sender: Sender = p.viewer;
    refuseIfClosed(p.conversation, now);
    const slots: LimitSlot[] = [];
    try {
      slots.push(await consumeLimit('messageHour', caller.userId, now));
      slots.push(await consumeLimit('messageDay', caller.userId, now));
      const { item, conversation } = await append(p, sender, caller, body.text, now);
      await afterSending(conversation, item, sender, now);
      const answer: SendMessageResponse = {
        message: toMessage(item, caller.userId),
        after: encodeThreadCursor(item.seq),
        previous: encodeThreadCursor(item.seq - 1),
      };
      return { status: 201, body: answer };
    } catch (error) {
      // Only messages that were written count.
      await Promise.all(slots.map(releaseLimit));
      throw error;
    }
  },
});
