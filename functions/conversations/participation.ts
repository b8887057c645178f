import { type ContactUnlocks, contactUnlocks, type UnlockFacts } from '../../shared/rules/contact-details';
import type { Viewer } from '../../shared/rules/conversation';
import { conversationMessages } from '../../shared/schemas/conversation';
import type { Caller } from '../lib/caller';
import { ROLE } from '../lib/caller';
import { notFound } from '../lib/errors';
import { type ConversationItem, conversations } from './entities/conversations';

/*
 * Who the caller is in a conversation: the student, the employer, or the student's confirmed guardian
 * (who reads along; the family domain keeps who that is, setTeenGuardian). Anyone else learns
 * nothing: the same 404 as for an id that does not exist.
 */

export interface Participation {
  conversation: ConversationItem;
  viewer: Viewer;
}

export const conversationNotFound = () => notFound(conversationMessages.notFound, 'CONVERSATION_NOT_FOUND');

export async function participation(caller: Caller, conversationId: string): Promise<Participation> {
  const conversation = await conversations.get(conversationId);
  if (!conversation) throw conversationNotFound();
  if (caller.roleId === ROLE.student && caller.userId === conversation.studentId) {
    return { conversation, viewer: 'student' };
  }
  if (caller.roleId === ROLE.employer && caller.userId === conversation.employerId) {
    return { conversation, viewer: 'employer' };
  }
  if (
    caller.roleId === ROLE.guardian &&
    conversation.guardianId &&
    caller.userId === conversation.guardianId
  ) {
    return { conversation, viewer: 'guardian' };
  }
  throw conversationNotFound();
}

/** The facts that decide which contact details a new message may show. */
export function unlockFactsOf({ conversation }: Pick<Participation, 'conversation'>): UnlockFacts {
  return {
    accepted: conversation.acceptedAt !== undefined,
    studentIsMinor: conversation.studentIsMinor,
    guardianAllowsPhone: Boolean(conversation.guardianId && conversation.allowPhoneNumbers),
  };
}

export const unlocksOf = (p: Pick<Participation, 'conversation'>): ContactUnlocks =>
  contactUnlocks(unlockFactsOf(p));
