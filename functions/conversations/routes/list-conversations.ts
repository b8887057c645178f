import { listConversations as contract } from '../../../shared/contracts/conversations';
import { INBOX_PAGE_SIZE } from '../../../shared/rules/conversation';
import type { InboxResponse } from '../../../shared/schemas/conversation';
import { ROLE } from '../../lib/caller';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/dynamo';
import { defineRoute } from '../../lib/http-handler';
import { conversations, inboxOwner, type Reader } from '../entities/conversations';
import { toSummary } from '../views';

/**
 * An inbox cursor is the index position of the last conversation of a page: it must name the
 * caller's own partition and nothing else, or it is not one we handed out.
 */
function startKeyOf(cursor: string | undefined, reader: Reader, userId: string) {
  const key = decodeCursor(cursor);
  if (!key) return undefined;
  const owner = inboxOwner(reader);
  const names = Object.keys(key).sort().join(',');
  if (
    names !== ['conversationKey', 'inboxKey', 'itemKey', owner].sort().join(',') ||
    key[owner] !== userId ||
    Object.values(key).some((value) => typeof value !== 'string')
  ) {
    throw invalidCursor();
  }
  return key;
}

/**
 * GET /conversations: the caller's inbox, the latest message first, a page at a time (one Query of
 * their index): a student's or an employer's own conversations, a guardian's teens'.
 */
export const listConversations = defineRoute(contract, {
  async handle({ caller, query }) {
    const now = new Date();
    const reader: Reader =
      caller.roleId === ROLE.student ? 'student' : caller.roleId === ROLE.employer ? 'employer' : 'guardian';
    const page = await conversations.inbox(
      reader,
      caller.userId,
      INBOX_PAGE_SIZE,
      startKeyOf(query.cursor, reader, caller.userId),
    );
    const body: InboxResponse = {
      conversations: page.items.map((item) => toSummary(item, reader, now)),
      cursor: encodeCursor(page.lastKey),
    };
    return { body };
  },
});
