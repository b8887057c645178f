import { blockConversation as contract } from '../../../shared/contracts/conversations';
import { conversationMessages } from '../../../shared/schemas/conversation';
import { conflict } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { conversations } from '../entities/conversations';
import { participation } from '../participation';
import { toDetail } from '../views';

/**
 * POST /conversations/{id}/block: either party, or a teen's guardian on the teen's behalf. The
 * conversation is read-only for both, and the pair is blocked: the employer can no longer show
 * interest in, or accept, this student, and the student cannot apply to this employer's jobs. One
 * transaction, so fifty blocks at once are one block; a second block is a 409.
 */
export const blockConversation = defineRoute(contract, {
  async handle({ params, caller }) {
    const now = new Date();
    const p = await participation(caller, params.id);
    const blocked = await conversations.block(p.conversation, p.viewer, now);
    if (!blocked.ok) throw conflict(conversationMessages.alreadyBlocked, 'ALREADY_BLOCKED');
    logger.info('conversation: blocked', { conversationId: params.id, by: p.viewer });
    const at = now.toISOString();
    const conversation = { ...p.conversation, closedReason: 'blocked' as const, closedAt: at };
    return {
      body: { message: conversationMessages.blocked, conversation: toDetail({ ...p, conversation }, now) },
    };
  },
});
