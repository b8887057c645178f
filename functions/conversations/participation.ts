import { type ContactUnlocks, contactUnlocks, type UnlockFacts } from '../../shared/rules/contact-details';
import type { Viewer } from '../../shared/rules/conversation';
import { conversationMessages } from '../../shared/schemas/conversation';
import { guardianConfirmed, settingsOf } from '../family';
import type { Caller } from '../lib/caller';
import { ROLE } from '../lib/caller';
import { notFound } from '../lib/errors';
import { findUser, type UserItem } from '../users';
import { type ConversationItem, conversations } from './entities/conversations';

/*
 * Who the caller is in a conversation: the student, the employer, or the student's confirmed guardian
 * (who reads along). Anyone else learns nothing: the same 404 as for an id that does not exist.
 */

export interface Participation {
  conversation: ConversationItem;
  viewer: Viewer;
  /** The student's record when they are a minor (their guardian and the guardian's settings). */
  teen: UserItem | undefined;
}

export const conversationNotFound = () => notFound(conversationMessages.notFound, 'CONVERSATION_NOT_FOUND');

/** A teen's guardian may read along once they have confirmed; their settings decide about phones. */
const confirmedGuardianOf = (teen: UserItem | undefined) =>
  teen?.guardianId && guardianConfirmed(teen) ? teen.guardianId : undefined;

export async function participation(caller: Caller, conversationId: string): Promise<Participation> {
  const conversation = await conversations.get(conversationId);
  if (!conversation) throw conversationNotFound();
  let viewer: Viewer | null = null;
  if (caller.roleId === ROLE.student && caller.userId === conversation.studentId) viewer = 'student';
  if (caller.roleId === ROLE.employer && caller.userId === conversation.employerId) viewer = 'employer';
  if (caller.roleId !== ROLE.guardian && viewer === null) throw conversationNotFound();
  // A minor's record: who their guardian is, and what the guardian allowed (read at each request, so
  // a guardian whose link ended reads nothing more).
  const teen = conversation.studentIsMinor ? await findUser(conversation.studentId) : undefined;
  if (viewer === null) {
    if (!teen || confirmedGuardianOf(teen) !== caller.userId) throw conversationNotFound();
    viewer = 'guardian';
  }
  return { conversation, viewer, teen };
}

/** The facts that decide which contact details a new message may show. */
export function unlockFactsOf({
  conversation,
  teen,
}: Pick<Participation, 'conversation' | 'teen'>): UnlockFacts {
  return {
    accepted: conversation.acceptedAt !== undefined,
    studentIsMinor: conversation.studentIsMinor,
    guardianAllowsPhone: Boolean(confirmedGuardianOf(teen) && teen && settingsOf(teen).allowPhoneNumbers),
  };
}

export const unlocksOf = (p: Pick<Participation, 'conversation' | 'teen'>): ContactUnlocks =>
  contactUnlocks(unlockFactsOf(p));

/** The guardian who reads along, for the thread's standing line: their first name, or null. */
export function readingGuardian(teen: UserItem | undefined): string | null {
  if (!confirmedGuardianOf(teen) || !teen) return null;
  return (teen.parentName ?? '').trim().split(/\s+/)[0] || 'Their parent or guardian';
}
