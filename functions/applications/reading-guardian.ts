import { type ReadingGuardian, setTeenGuardian } from '../conversations';
import { logger } from '../lib/logger';
import { findUser, guardianConfirmed, hasGuardian, settingsOf, type UserItem } from '../users';

/**
 * The guardian who reads a teen's conversations, as the conversations domain keeps them: the teen's
 * confirmed guardian, their first name for the thread's standing line ("Priya, Maya's parent or
 * guardian, can read this conversation."), and whether they let phone numbers through once an
 * application is accepted. Null for an adult, and for a teen whose guardian has not confirmed (or whose
 * link ended).
 */
export function readingGuardianOf(teen: UserItem | undefined): ReadingGuardian | null {
  if (!teen || !hasGuardian(teen) || !guardianConfirmed(teen) || !teen.guardianId) return null;
  return {
    guardianId: teen.guardianId,
    firstName: (teen.parentName ?? '').trim().split(/\s+/)[0] || 'Their parent',
    allowPhoneNumbers: settingsOf(teen).allowPhoneNumbers,
  };
}

/**
 * Tells the teen's conversations who reads them now (after a guardian confirmed, saved the teen's
 * settings or left). The change itself is already written: a failure here is logged, not answered,
 * and the next settings save tells them again (the write is idempotent).
 */
export async function shareGuardianWithConversations(teenId: string, teen?: UserItem): Promise<void> {
  try {
    const current = teen ?? (await findUser(teenId));
    await setTeenGuardian(teenId, readingGuardianOf(current));
  } catch (error) {
    logger.error("family: could not tell a teen's conversations about their guardian", { teenId, error });
  }
}
