import { getConversation as contract } from '../../../shared/contracts/conversations';
import { MESSAGES_PAGE_SIZE } from '../../../shared/rules/conversation';
import { conversationMessages, type ThreadResponse } from '../../../shared/schemas/conversation';
import { badRequest } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { conversations } from '../entities/conversations';
import { participation } from '../participation';
import { decodeThreadCursor, encodeThreadCursor } from '../thread-cursor';
import { toDetail, toMessage } from '../views';

/**
 * GET /conversations/{id}: the thread, oldest message first. Without a cursor, the newest page;
 * `before` pages back through older messages; `after` brings only what is new since the reader's
 * cursor (what a page asks while its live connection is down), so a reader never reads the whole
 * thread to find what is new.
 */
export const getConversation = defineRoute(contract, {
  async handle({ params, query, caller }) {
    if (query.before !== undefined && query.after !== undefined) {
      throw badRequest(conversationMessages.pageBothWays, { after: conversationMessages.pageBothWays });
    }
    const now = new Date();
    const p = await participation(caller, params.id);
    const last = p.conversation.lastSeq;
    const after = query.after === undefined ? null : Math.min(decodeThreadCursor(query.after), last);
    const before = query.before === undefined ? null : decodeThreadCursor(query.before);
    const newestFirst = after === null;
    const items = await conversations.messages(
      params.id,
      after !== null
        ? { from: after + 1, to: last }
        : { from: 1, to: Math.min(last, (before ?? last + 1) - 1) },
      MESSAGES_PAGE_SIZE,
      newestFirst,
    );
    if (newestFirst) items.reverse();
    const oldest = items[0]?.seq;
    const newest = items.at(-1)?.seq;
    const reader = p.viewer === 'guardian' ? null : caller.userId;
    const body: ThreadResponse = {
      conversation: toDetail(p, now),
      messages: items.map((item) => toMessage(item, reader)),
      before: after === null && oldest !== undefined && oldest > 1 ? encodeThreadCursor(oldest) : null,
      after: encodeThreadCursor(after === null ? last : (newest ?? after)),
    };
    return { body };
  },
});
