import { type ConversationSource, conversationOpening } from '../conversations';
import type { TransactItem } from '../lib/transact';
import { findUser } from '../users';
import type { ApplicationItem } from './entities/application';
import { readingGuardianOf } from './reading-guardian';

/**
 * The writes that open (or accept) an application's conversation, with what the conversation keeps
 * of its people: for a minor, the confirmed guardian who reads along, read from the teen's record now.
 */
export async function openingWrites(
  application: ApplicationItem,
  job: ConversationSource['job'] | undefined,
  accepted: boolean,
  now: Date,
): Promise<TransactItem[]> {
  if (!job) return [];
  const guardian = application.isMinor ? readingGuardianOf(await findUser(application.studentId)) : null;
  const source: ConversationSource = { application, job, guardian };
  return conversationOpening(source, accepted, now);
}
