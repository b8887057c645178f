import { markConversationRead as contract } from '../../../shared/contracts/conversations';
import { conversationMessages } from '../../../shared/schemas/conversation';
import { defineRoute } from '../../lib/http-handler';
import { conversations } from '../entities/conversations';
import { participation } from '../participation';

/**
 * POST /conversations/{id}/read: the reader has seen the thread. Their unread count is 0, and the
 * "new message" mail that was due to them is not sent (a guardian gets none: they have the digest).
 */
export const markConversationRead = defineRoute(contract, {
  async handle({ params, caller }) {
    const p = await participation(caller, params.id);
    await Promise.all([
      conversations.markRead(params.id, p.viewer),
      p.viewer === 'guardian' ? undefined : conversations.mailNotDue(params.id, caller.userId),
    ]);
    return { body: { message: conversationMessages.read, unreadCount: 0 } };
  },
});
