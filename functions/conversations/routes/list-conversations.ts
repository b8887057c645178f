import { listConversations as contract } from '../../../shared/contracts/conversations';
import { INBOX_PAGE_SIZE } from '../../../shared/rules/conversation';
import type { ConversationSummary, InboxResponse } from '../../../shared/schemas/conversation';
import { teensOf } from '../../family';
import { ROLE } from '../../lib/caller';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/dynamo';
import { defineRoute } from '../../lib/http-handler';
import { type ConversationItem, conversations, type Party } from '../entities/conversations';
import { toSummary } from '../views';

/** A guardian's page holds this many of each teen's latest conversations. */
const GUARDIAN_PER_TEEN = 50;

/**
 * An inbox cursor is the index position of the last conversation of a page: it must name the
 * caller's own partition and nothing else, or it is not one we handed out.
 */
function startKeyOf(cursor: string | undefined, party: Party, userId: string) {
  const key = decodeCursor(cursor);
  if (!key) return undefined;
  const owner = party === 'student' ? 'studentId' : 'employerId';
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
 * GET /conversations: a student's or an employer's inbox, the latest message first, a page at a time
 * (one Query of their index); a guardian's, each of their teens' latest conversations, read-only.
 */
export const listConversations = defineRoute(contract, {
  async handle({ caller, query }) {
    const now = new Date();
    if (caller.roleId === ROLE.guardian) {
      if (query.cursor) throw invalidCursor();
      const pages = await Promise.all(
        (await teensOf(caller.userId)).map((teen) =>
          conversations.inbox('student', teen.userId, GUARDIAN_PER_TEEN),
        ),
      );
      const all: ConversationItem[] = pages.flatMap((page) => page.items);
      all.sort((a, b) => (a.inboxKey < b.inboxKey ? 1 : -1));
      const body: InboxResponse = {
        conversations: all.map((item): ConversationSummary => toSummary(item, 'guardian', now)),
        cursor: null,
      };
      return { body };
    }
    const party: Party = caller.roleId === ROLE.student ? 'student' : 'employer';
    const page = await conversations.inbox(
      party,
      caller.userId,
      INBOX_PAGE_SIZE,
      startKeyOf(query.cursor, party, caller.userId),
    );
    const body: InboxResponse = {
      conversations: page.items.map((item) => toSummary(item, party, now)),
      cursor: encodeCursor(page.lastKey),
    };
    return { body };
  },
});
